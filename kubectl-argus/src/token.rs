//! Which bearer token the plugin presents to the operator's API. The API server's service
//! proxy passes neither client certificates nor its own credentials on, so the operator
//! can only know the caller by a token the plugin sends itself: `--token`/`ARGUS_TOKEN`,
//! else the kubeconfig's token, token file, auth-provider id token, or the token its exec
//! plugin returns. A login that yields none (client certificates) is told to pass one.

use std::process::{Command, Stdio};

use kube::config::{AuthInfo, ExecConfig};
use secrecy::ExposeSecret as _;

/// Why no token could be found.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum TokenError {
    /// The login has no bearer token at all.
    #[error(
        "the kubeconfig's user logs in with {login}, which does not reach the Argus API through the API server's service proxy: pass --token TOKEN (or set ARGUS_TOKEN) with a bearer token the API server accepts for you"
    )]
    NoToken { login: String },
    /// The exec plugin failed.
    #[error(
        "the kubeconfig's exec credential plugin {command:?} failed: {reason}; or pass --token TOKEN (or set ARGUS_TOKEN)"
    )]
    Exec { command: String, reason: String },
    /// The token file cannot be read.
    #[error(
        "the kubeconfig's token file {path}: {reason}; or pass --token TOKEN (or set ARGUS_TOKEN)"
    )]
    TokenFile { path: String, reason: String },
}

/// The token to present: the flag (or `ARGUS_TOKEN`) first, else what the kubeconfig's
/// login gives.
pub fn resolve(flag: Option<&str>, auth: &AuthInfo) -> Result<String, TokenError> {
    if let Some(t) = flag.map(str::trim).filter(|t| !t.is_empty()) {
        return Ok(t.to_string());
    }
    if let Some(t) = &auth.token {
        return Ok(t.expose_secret().trim().to_string());
    }
    if let Some(path) = &auth.token_file {
        return std::fs::read_to_string(path)
            .map(|t| t.trim().to_string())
            .map_err(|e| TokenError::TokenFile {
                path: path.clone(),
                reason: e.to_string(),
            });
    }
    if let Some(provider) = &auth.auth_provider
        && let Some(t) = provider
            .config
            .get("id-token")
            .or_else(|| provider.config.get("access-token"))
    {
        return Ok(t.clone());
    }
    if let Some(exec) = &auth.exec {
        return match exec_token(exec)? {
            Some(t) => Ok(t),
            None => Err(TokenError::NoToken {
                login: format!(
                    "an exec plugin ({}) that returns a client certificate, not a token",
                    exec.command.as_deref().unwrap_or("?")
                ),
            }),
        };
    }
    let login = if auth.client_certificate.is_some() || auth.client_certificate_data.is_some() {
        "a client certificate"
    } else if auth.username.is_some() {
        "a username and password"
    } else {
        "no credentials"
    };
    Err(TokenError::NoToken {
        login: login.into(),
    })
}

/// Runs the exec credential plugin as kubectl does and returns its token, or `None` when
/// it answers with a client certificate only.
fn exec_token(exec: &ExecConfig) -> Result<Option<String>, TokenError> {
    let command = exec.command.clone().unwrap_or_default();
    let failed = |reason: String| TokenError::Exec {
        command: command.clone(),
        reason,
    };
    if command.is_empty() {
        return Err(failed("it names no command".into()));
    }
    let mut cmd = Command::new(&command);
    cmd.args(exec.args.iter().flatten());
    for name in exec.drop_env.iter().flatten() {
        cmd.env_remove(name);
    }
    for pair in exec.env.iter().flatten() {
        if let (Some(name), Some(value)) = (pair.get("name"), pair.get("value")) {
            cmd.env(name, value);
        }
    }
    let api_version = exec
        .api_version
        .clone()
        .unwrap_or_else(|| "client.authentication.k8s.io/v1".into());
    let info = serde_json::json!({
        "apiVersion": api_version,
        "kind": "ExecCredential",
        "spec": {"interactive": false},
    });
    cmd.env("KUBERNETES_EXEC_INFO", info.to_string());
    let out = cmd
        .stdin(Stdio::null())
        .stderr(Stdio::inherit())
        .output()
        .map_err(|e| failed(e.to_string()))?;
    if !out.status.success() {
        return Err(failed(format!("it exited with {}", out.status)));
    }
    let credential: serde_json::Value = serde_json::from_slice(&out.stdout)
        .map_err(|e| failed(format!("its output is not an ExecCredential: {e}")))?;
    Ok(credential
        .pointer("/status/token")
        .and_then(serde_json::Value::as_str)
        .filter(|t| !t.is_empty())
        .map(String::from))
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;
    use std::collections::HashMap;

    /// An exec plugin's environment entry, as the kubeconfig writes it.
    fn env(name: &str, value: &str) -> HashMap<String, String> {
        HashMap::from([("name".into(), name.into()), ("value".into(), value.into())])
    }

    fn exec_printing(json: &str) -> AuthInfo {
        AuthInfo {
            exec: Some(ExecConfig {
                api_version: Some("client.authentication.k8s.io/v1".into()),
                command: Some("sh".into()),
                args: Some(vec!["-c".into(), format!("printf '%s' \"$CRED\"")]),
                env: Some(vec![env("CRED", json)]),
                drop_env: None,
                install_hint: None,
                interactive_mode: None,
                provide_cluster_info: false,
                cluster: None,
                other: Default::default(),
            }),
            ..AuthInfo::default()
        }
    }

    #[test]
    fn the_flag_wins_over_the_kubeconfig() {
        let auth = AuthInfo {
            token: Some("from-kubeconfig".to_string().into()),
            ..AuthInfo::default()
        };
        assert_eq!(resolve(Some(" from-flag "), &auth).unwrap(), "from-flag");
        assert_eq!(resolve(None, &auth).unwrap(), "from-kubeconfig");
    }

    #[test]
    fn an_exec_login_forwards_the_token_its_plugin_returns() {
        let auth = exec_printing(
            r#"{"apiVersion":"client.authentication.k8s.io/v1","kind":"ExecCredential","status":{"token":"exec-token-1"}}"#,
        );
        assert_eq!(resolve(None, &auth).unwrap(), "exec-token-1");
    }

    #[test]
    fn a_certificate_only_login_is_told_to_pass_the_flag() {
        let cert = AuthInfo {
            client_certificate_data: Some("LS0tLS1CRUdJTg==".into()),
            ..AuthInfo::default()
        };
        let e = resolve(None, &cert).unwrap_err().to_string();
        assert!(e.contains("logs in with a client certificate"), "{e}");
        assert!(e.contains("pass --token TOKEN (or set ARGUS_TOKEN)"), "{e}");
        // An exec plugin answering with a certificate: the same advice.
        let exec_cert = exec_printing(
            r#"{"kind":"ExecCredential","status":{"clientCertificateData":"x","clientKeyData":"y"}}"#,
        );
        let e = resolve(None, &exec_cert).unwrap_err().to_string();
        assert!(
            e.contains("returns a client certificate, not a token"),
            "{e}"
        );
        assert!(e.contains("--token"), "{e}");
        // With the flag, either login works.
        assert_eq!(resolve(Some("t"), &cert).unwrap(), "t");
    }

    #[test]
    fn a_failing_exec_plugin_is_named() {
        let mut auth = exec_printing("not json");
        let e = resolve(None, &auth).unwrap_err().to_string();
        assert!(
            e.contains("exec credential plugin \"sh\" failed: its output is not an ExecCredential"),
            "{e}"
        );
        auth.exec.as_mut().unwrap().command = Some("/nonexistent/argus-login".into());
        let e = resolve(None, &auth).unwrap_err().to_string();
        assert!(e.contains("\"/nonexistent/argus-login\" failed"), "{e}");
    }

    #[test]
    fn an_oidc_auth_provider_forwards_its_id_token() {
        let auth = AuthInfo {
            auth_provider: Some(kube::config::AuthProviderConfig {
                name: "oidc".into(),
                config: HashMap::from([("id-token".to_string(), "oidc-id".to_string())]),
                ..Default::default()
            }),
            ..AuthInfo::default()
        };
        assert_eq!(resolve(None, &auth).unwrap(), "oidc-id");
    }
}
