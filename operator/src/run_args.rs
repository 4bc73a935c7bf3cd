//! The flags of `argus-operator run` (each also read from its environment variable), in
//! the library so that their parsing is tested without building the binary twice.

use std::net::SocketAddr;
use std::path::PathBuf;

use crate::controller::WhenUnused;

/// Arguments of `run`. Every flag can also be set through its environment variable.
#[derive(clap::Args, Debug)]
pub struct RunArgs {
    /// Kubeconfig to use instead of the in-cluster config (run outside the cluster).
    #[arg(long, env = "KUBECONFIG")]
    pub kubeconfig: Option<PathBuf>,
    /// Namespace the operator runs in: its pods are never injected; the Lease and the TLS Secret live here.
    #[arg(long, env = "ARGUS_NAMESPACE", default_value = "argus-system")]
    pub namespace: String,
    /// Identity in leader election and Events (the pod name).
    #[arg(long, env = "ARGUS_POD_NAME", default_value = "argus-operator")]
    pub pod_name: String,
    /// Address of the HTTPS webhook.
    #[arg(long, env = "ARGUS_WEBHOOK_ADDR", default_value = "0.0.0.0:8443")]
    pub webhook_addr: SocketAddr,
    /// Address of /metrics, /healthz and /readyz.
    #[arg(long, env = "ARGUS_HTTP_ADDR", default_value = "0.0.0.0:8080")]
    pub http_addr: SocketAddr,
    /// Service in front of the webhook; its DNS names go into the serving certificate.
    #[arg(long, env = "ARGUS_WEBHOOK_SERVICE", default_value = "argus-operator")]
    pub webhook_service: String,
    /// Name of the MutatingWebhookConfiguration whose caBundle (and URL) the operator keeps current.
    #[arg(
        long,
        env = "ARGUS_WEBHOOK_CONFIGURATION",
        default_value = "argus-operator"
    )]
    pub webhook_configuration: String,
    /// URL the API server calls instead of the Service (operator running outside the cluster), e.g. https://192.168.1.10:8443/mutate-pods.
    #[arg(long, env = "ARGUS_WEBHOOK_URL")]
    pub webhook_url: Option<String>,
    /// Secret holding the self-managed CA and serving certificate.
    #[arg(long, env = "ARGUS_TLS_SECRET", default_value = "argus-webhook-tls")]
    pub tls_secret: String,
    /// Serving certificate file (cert-manager mode; disables the self-managed CA).
    #[arg(long, env = "ARGUS_TLS_CERT_FILE", requires = "tls_key_file")]
    pub tls_cert_file: Option<PathBuf>,
    /// Serving key file (cert-manager mode).
    #[arg(long, env = "ARGUS_TLS_KEY_FILE", requires = "tls_cert_file")]
    pub tls_key_file: Option<PathBuf>,
    /// Refuse pods the webhook cannot review (unreadable request or workload, patch error;
    /// default: admit them uninjected with a warning). A pod that opts in but whose rendered
    /// config does not exist (yet) is refused either way (issue 27).
    #[arg(long, env = "ARGUS_WEBHOOK_FAIL_CLOSED")]
    pub webhook_fail_closed: bool,
    /// Image of the argus-sidecar container.
    #[arg(long, env = "ARGUS_SIDECAR_IMAGE", default_value = concat!("ghcr.io/argus-dev/argus-sidecar:", env!("CARGO_PKG_VERSION")))]
    pub sidecar_image: String,
    /// Resources of argus-sidecar, as JSON ResourceRequirements.
    #[arg(
        long,
        env = "ARGUS_SIDECAR_RESOURCES",
        default_value = r#"{"requests":{"cpu":"50m","memory":"64Mi"},"limits":{"memory":"256Mi"}}"#
    )]
    pub sidecar_resources: String,
    /// Image of the argus-embedder container.
    #[arg(long, env = "ARGUS_EMBEDDER_IMAGE", default_value = concat!("ghcr.io/argus-dev/argus-embedder:", env!("CARGO_PKG_VERSION")))]
    pub embedder_image: String,
    /// Resources of argus-embedder, as JSON ResourceRequirements.
    #[arg(
        long,
        env = "ARGUS_EMBEDDER_RESOURCES",
        default_value = r#"{"requests":{"cpu":"100m","memory":"192Mi"},"limits":{"memory":"512Mi"}}"#
    )]
    pub embedder_resources: String,
    /// The injected embedders read untrusted text in other languages with their multilingual
    /// injection encoder (the embedder's default; about +8 MiB per pod). False gives them
    /// ARGUS_INJECTION_MULTILINGUAL=false, and injections in other languages are mostly missed.
    #[arg(long, env = "ARGUS_EMBEDDER_INJECTION_MULTILINGUAL", default_value_t = true, action = clap::ArgAction::Set)]
    pub embedder_injection_multilingual: bool,
    /// imagePullPolicy of the injected containers.
    #[arg(long, env = "ARGUS_IMAGE_PULL_POLICY", default_value = "IfNotPresent")]
    pub image_pull_policy: String,
    /// Inject native sidecars (init containers with restartPolicy Always, Kubernetes ≥ 1.29); false adds plain containers.
    #[arg(long, env = "ARGUS_NATIVE_SIDECARS", default_value_t = true, action = clap::ArgAction::Set)]
    pub native_sidecars: bool,
    /// Image of the per-namespace Redis Stack.
    #[arg(
        long,
        env = "ARGUS_REDIS_IMAGE",
        default_value = "redis/redis-stack-server:7.4.0-v3"
    )]
    pub redis_image: String,
    /// Resources of the Redis Stack, as JSON ResourceRequirements.
    #[arg(
        long,
        env = "ARGUS_REDIS_RESOURCES",
        default_value = r#"{"requests":{"cpu":"50m","memory":"128Mi"},"limits":{"memory":"512Mi"}}"#
    )]
    pub redis_resources: String,
    /// Keep each namespace store's data (its audit chain included) on a PersistentVolumeClaim `redis-argus`; false keeps it in an emptyDir, lost with the pod. A Policy's `redis.persistence` overrides it.
    #[arg(long, env = "ARGUS_REDIS_PERSISTENCE", default_value_t = true, action = clap::ArgAction::Set)]
    pub redis_persistence: bool,
    /// Size of the Redis data claim.
    #[arg(long, env = "ARGUS_REDIS_PERSISTENCE_SIZE", default_value = "1Gi")]
    pub redis_persistence_size: String,
    /// The cluster's DNS domain (the kubelet's `clusterDomain`). The namespace stores are
    /// reached at `redis-argus.<namespace>.svc.<domain>.`, a fully qualified name, so a pod
    /// resolves it with one query instead of walking its search path.
    #[arg(long, env = "ARGUS_CLUSTER_DOMAIN", default_value = "cluster.local", value_parser = parse_cluster_domain)]
    pub cluster_domain: String,
    /// StorageClass of the Redis claim.
    #[arg(long, env = "ARGUS_REDIS_STORAGE_CLASS")]
    pub redis_storage_class: Option<String>,
    /// Seconds an unused namespace Redis Stack is kept before it is collected.
    #[arg(long, env = "ARGUS_REDIS_RETENTION_SECONDS", default_value_t = 3600)]
    pub redis_retention_seconds: u64,
    /// How an unused namespace Redis Stack is collected: delete (all but its claim) or scale-to-zero.
    #[arg(long, env = "ARGUS_REDIS_WHEN_UNUSED", value_enum, default_value_t = WhenUnused::Delete)]
    pub redis_when_unused: WhenUnused,
    /// Elect a leader through a Lease (off only for a single replica in development).
    #[arg(long, env = "ARGUS_LEADER_ELECTION", default_value_t = true, action = clap::ArgAction::Set)]
    pub leader_election: bool,
    /// Name of the Lease.
    #[arg(long, env = "ARGUS_LEASE_NAME", default_value = "argus-operator")]
    pub lease_name: String,
    /// Lease duration in seconds; it is renewed every third of it.
    #[arg(long, env = "ARGUS_LEASE_DURATION_SECONDS", default_value_t = 15)]
    pub lease_duration_seconds: u64,
    /// Log filter (tracing syntax), e.g. info or argus_operator=debug.
    #[arg(long, env = "ARGUS_LOG", default_value = "info")]
    pub log_level: String,
    /// Log format: json or text.
    #[arg(long, env = "ARGUS_LOG_FORMAT", default_value = "json", value_parser = ["json", "text"])]
    pub log_format: String,
}

/// `--cluster-domain`: DNS labels separated by dots (a trailing dot is dropped).
fn parse_cluster_domain(s: &str) -> Result<String, String> {
    let d = s.strip_suffix('.').unwrap_or(s);
    let label_ok = |l: &str| {
        !l.is_empty()
            && l.len() <= 63
            && l.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-')
            && !l.starts_with('-')
            && !l.ends_with('-')
    };
    if d.split('.').all(label_ok) {
        Ok(d.to_ascii_lowercase())
    } else {
        Err(format!(
            "'{s}' is not a DNS domain (labels of letters, digits and '-', separated by dots, e.g. cluster.local)"
        ))
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;
    use clap::Parser;

    #[derive(clap::Parser)]
    struct Cli {
        #[command(flatten)]
        run: RunArgs,
    }

    fn parse(extra: &[&str]) -> RunArgs {
        let args = ["argus-operator", "--namespace", "argus-system"];
        Cli::try_parse_from(args.iter().chain(extra)).unwrap().run
    }

    #[test]
    fn redis_data_is_on_a_claim_unless_turned_off() {
        let on = parse(&[]);
        assert!(on.redis_persistence);
        assert_eq!(on.redis_persistence_size, "1Gi");
        let off = parse(&["--redis-persistence", "false"]);
        assert!(!off.redis_persistence);
        let sized = parse(&["--redis-persistence-size", "5Gi"]);
        assert_eq!(sized.redis_persistence_size, "5Gi");
    }

    #[test]
    fn the_multilingual_injection_encoder_is_on_unless_turned_off() {
        assert!(parse(&[]).embedder_injection_multilingual);
        assert!(
            parse(&["--embedder-injection-multilingual", "true"]).embedder_injection_multilingual
        );
        assert!(
            !parse(&["--embedder-injection-multilingual", "false"]).embedder_injection_multilingual
        );
        let args = [
            "argus-operator",
            "--embedder-injection-multilingual",
            "maybe",
        ];
        assert!(Cli::try_parse_from(args).is_err());
    }

    #[test]
    fn the_cluster_domain_defaults_to_cluster_local_and_is_checked() {
        assert_eq!(parse(&[]).cluster_domain, "cluster.local");
        assert_eq!(
            parse(&["--cluster-domain", "Corp.Example."]).cluster_domain,
            "corp.example"
        );
        for bad in ["", "a..b", "a.-b", "a_b.local", "a b"] {
            let args = [
                "argus-operator",
                "--namespace",
                "x",
                "--cluster-domain",
                bad,
            ];
            let err = Cli::try_parse_from(args).err().unwrap().to_string();
            assert!(err.contains("is not a DNS domain"), "{bad:?}: {err}");
        }
    }
}
