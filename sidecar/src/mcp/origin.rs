//! DNS-rebinding protection (MCP transport rules, seed 004): a browser page on another
//! site must not reach the gateway on the agent's loopback. A request with an `Origin`
//! is served only when that origin is the loopback (the agent's own pages) or listed in
//! the GateStack's security gate (`allowedOrigins`); `validateOrigin: false` turns the
//! check off. Requests without `Origin` (non-browser clients) pass.

/// The origins a gateway accepts.
#[derive(Clone, Debug, PartialEq)]
pub struct OriginPolicy {
    /// Whether origins are checked.
    pub validate: bool,
    /// Origins accepted besides the loopback ones.
    pub allowed: Vec<String>,
}

impl Default for OriginPolicy {
    fn default() -> Self {
        Self {
            validate: true,
            allowed: Vec::new(),
        }
    }
}

impl OriginPolicy {
    /// The policy of a GateStack's security gate (none: loopback origins only).
    pub fn from_gates(gates: Option<&crate::gates::CompiledGates>) -> Self {
        let security = gates.and_then(|g| {
            g.gates
                .iter()
                .find(|s| s.type_ == argus_crds::GateType::Security)
                .map(|s| s.security.clone().unwrap_or_default())
        });
        match security {
            Some(s) => Self {
                validate: s.validate_origin,
                allowed: s.allowed_origins,
            },
            None => Self::default(),
        }
    }

    /// `Err` with the reason when a request from `origin` must be refused.
    pub fn check(&self, origin: Option<&str>) -> Result<(), String> {
        let Some(origin) = origin else {
            return Ok(());
        };
        if !self.validate || is_loopback(origin) {
            return Ok(());
        }
        let normal = origin.trim_end_matches('/').to_ascii_lowercase();
        if self
            .allowed
            .iter()
            .any(|a| a == "*" || a.trim_end_matches('/').eq_ignore_ascii_case(&normal))
        {
            return Ok(());
        }
        Err(format!(
            "Origin {origin:?} is not allowed: add it to the GateStack's security.allowedOrigins"
        ))
    }
}

/// `http(s)://localhost`, `127.x.x.x` or `[::1]`, any port.
fn is_loopback(origin: &str) -> bool {
    let Some(rest) = origin
        .strip_prefix("http://")
        .or_else(|| origin.strip_prefix("https://"))
    else {
        return false;
    };
    let host = if let Some(v6) = rest.strip_prefix('[') {
        match v6.split_once(']') {
            Some((h, tail)) if tail.is_empty() || tail.starts_with(':') => {
                return h == "::1";
            }
            _ => return false,
        }
    } else {
        rest.split(':').next().unwrap_or("")
    };
    host.eq_ignore_ascii_case("localhost")
        || host
            .parse::<std::net::Ipv4Addr>()
            .is_ok_and(|ip| ip.is_loopback())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn loopback_and_listed_origins_pass_others_are_named() {
        let p = OriginPolicy {
            validate: true,
            allowed: vec!["https://kb.shop.example.com".into()],
        };
        assert!(p.check(None).is_ok());
        assert!(p.check(Some("http://localhost:3000")).is_ok());
        assert!(p.check(Some("http://127.0.0.1")).is_ok());
        assert!(p.check(Some("http://[::1]:8080")).is_ok());
        assert!(p.check(Some("https://KB.shop.example.com/")).is_ok());
        let e = p.check(Some("https://evil.example")).unwrap_err();
        assert!(e.contains("\"https://evil.example\" is not allowed"), "{e}");
        // A name that merely starts like the loopback is not it.
        assert!(p.check(Some("http://localhost.evil.example")).is_err());
        assert!(p.check(Some("http://127.0.0.1.evil.example")).is_err());
        assert!(p.check(Some("null")).is_err());
        let off = OriginPolicy {
            validate: false,
            allowed: vec![],
        };
        assert!(off.check(Some("https://evil.example")).is_ok());
    }
}
