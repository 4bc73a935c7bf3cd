//! Reconciliation errors, each with a metrics label.

/// Why a reconciliation failed; the controller requeues with backoff.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// An API call failed.
    #[error("kubernetes API: {0}")]
    Kube(#[from] kube::Error),
    /// A namespaced object came without a namespace.
    #[error("object has no namespace")]
    MissingNamespace,
    /// The workload's config could not be rendered.
    #[error(transparent)]
    Render(#[from] crate::render::RenderError),
    /// The operating system's random number generator failed (store password).
    #[error("no random bytes for the store password")]
    Random,
    /// A patch body could not be built.
    #[error("cannot serialize: {0}")]
    Serialize(#[from] serde_json::Error),
}

impl Error {
    /// Label of the `reconcile_errors` metric.
    pub fn metric_label(&self) -> &'static str {
        match self {
            Error::Kube(_) => "kube",
            Error::MissingNamespace => "missing_namespace",
            Error::Render(_) => "render",
            Error::Serialize(_) => "serialize",
            Error::Random => "random",
        }
    }
}
