//! Where a tool runs: an `http` tool's endpoint URL, or an `mcp` tool's upstream server —
//! a URL, or the name of a Service in the agent's namespace (`kb-server`,
//! `kb-server:8080`, `kb-server:8080/path`; path `/mcp` when none is given). Plain HTTP
//! is accepted only inside the cluster (Service names, `*.svc`, `*.cluster.local`,
//! loopback and private addresses); anything else must be HTTPS (seed 004).

/// Why an endpoint cannot be used.
#[derive(Debug, thiserror::Error, PartialEq)]
pub enum EndpointError {
    /// The tool declares none.
    #[error("tool {0} has no endpoint")]
    Missing(String),
    /// Not a URL or Service name.
    #[error("tool {tool}: endpoint {endpoint:?} is not a URL or a Service name: {detail}")]
    Invalid {
        /// The tool.
        tool: String,
        /// The endpoint.
        endpoint: String,
        /// What is wrong.
        detail: String,
    },
    /// Plain HTTP outside the cluster.
    #[error("tool {tool}: {endpoint} is outside the cluster and must use https")]
    NotHttps {
        /// The tool.
        tool: String,
        /// The endpoint.
        endpoint: String,
    },
}

/// The namespace of a config named `<namespace>/<workload>` (none in local mode).
pub fn namespace(config_name: &str) -> Option<&str> {
    config_name.split_once('/').map(|(ns, _)| ns)
}

/// The URL of `tool`'s `endpoint`; `namespace` completes Service names.
pub fn resolve(
    tool: &str,
    endpoint: Option<&str>,
    namespace: Option<&str>,
) -> Result<http::Uri, EndpointError> {
    let endpoint = endpoint
        .map(str::trim)
        .filter(|e| !e.is_empty())
        .ok_or_else(|| EndpointError::Missing(tool.to_string()))?;
    let invalid = |detail: String| EndpointError::Invalid {
        tool: tool.to_string(),
        endpoint: endpoint.to_string(),
        detail,
    };
    let url = if endpoint.starts_with("http://") || endpoint.starts_with("https://") {
        endpoint.to_string()
    } else {
        if endpoint.contains("://") {
            return Err(invalid("only http and https are supported".into()));
        }
        let (host_port, path) = match endpoint.find('/') {
            Some(i) => (&endpoint[..i], &endpoint[i..]),
            None => (endpoint, "/mcp"),
        };
        let (host, port) = match host_port.split_once(':') {
            Some((h, p)) => (h, Some(p)),
            None => (host_port, None),
        };
        let valid_label = |s: &str| {
            !s.is_empty()
                && s.len() <= 63
                && s.bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
        };
        if !valid_label(host) {
            return Err(invalid(
                "a Service name is a DNS label (lower-case letters, digits, '-')".into(),
            ));
        }
        let fqdn = match namespace {
            Some(ns) => format!("{host}.{ns}.svc.cluster.local"),
            None => host.to_string(),
        };
        match port {
            Some(p) => format!("http://{fqdn}:{p}{path}"),
            None => format!("http://{fqdn}{path}"),
        }
    };
    let uri: http::Uri = url.parse().map_err(|e| invalid(format!("{e}")))?;
    let host = uri
        .host()
        .ok_or_else(|| invalid("the URL has no host".into()))?;
    if uri.scheme_str() == Some("http") && !in_cluster(host) {
        return Err(EndpointError::NotHttps {
            tool: tool.to_string(),
            endpoint: endpoint.to_string(),
        });
    }
    Ok(uri)
}

/// Whether `host` is reached without leaving the cluster (or the pod).
pub fn in_cluster(host: &str) -> bool {
    let host = host.trim_start_matches('[').trim_end_matches(']');
    if let Ok(ip) = host.parse::<std::net::IpAddr>() {
        return match ip {
            std::net::IpAddr::V4(v4) => v4.is_loopback() || v4.is_private(),
            std::net::IpAddr::V6(v6) => v6.is_loopback() || (v6.segments()[0] & 0xfe00) == 0xfc00,
        };
    }
    let host = host.to_ascii_lowercase();
    host == "localhost"
        || !host.contains('.')
        || host.ends_with(".svc")
        || host.ends_with(".cluster.local")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn service_names_become_in_cluster_urls() {
        let r = |e: &str, ns| resolve("t", Some(e), ns).map(|u| u.to_string());
        assert_eq!(
            r("kb-server", Some("shop")),
            Ok("http://kb-server.shop.svc.cluster.local/mcp".into())
        );
        assert_eq!(
            r("kb-server:8080/rpc", Some("shop")),
            Ok("http://kb-server.shop.svc.cluster.local:8080/rpc".into())
        );
        assert_eq!(r("kb-server", None), Ok("http://kb-server/mcp".into()));
        assert_eq!(
            r("http://127.0.0.1:9000/mcp", None),
            Ok("http://127.0.0.1:9000/mcp".into())
        );
        assert_eq!(
            r("https://tools.example.com/mcp", None),
            Ok("https://tools.example.com/mcp".into())
        );
    }

    #[test]
    fn plain_http_outside_the_cluster_and_bad_names_are_refused() {
        assert_eq!(
            resolve("t", Some("http://tools.example.com/mcp"), None),
            Err(EndpointError::NotHttps {
                tool: "t".into(),
                endpoint: "http://tools.example.com/mcp".into()
            })
        );
        assert!(matches!(
            resolve("t", Some("Bad_Name"), None),
            Err(EndpointError::Invalid { .. })
        ));
        assert!(matches!(
            resolve("t", Some("ftp://x"), None),
            Err(EndpointError::Invalid { .. })
        ));
        assert_eq!(
            resolve("t", None, None),
            Err(EndpointError::Missing("t".into()))
        );
        assert!(in_cluster("10.1.2.3") && in_cluster("orders.shop.svc.cluster.local"));
        assert!(!in_cluster("8.8.8.8") && !in_cluster("example.com"));
    }
}
