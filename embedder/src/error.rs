//! The one place where the embedder's errors become gRPC statuses (seed 002's error
//! table) and metrics outcomes.

use tonic::{Code, Status};

use crate::embedding::EmbedError;
use crate::exemplars::ExemplarError;
use crate::loop_detector::LoopError;
use crate::store::StoreError;

/// Any error a gRPC method can return.
#[derive(Debug, thiserror::Error)]
pub enum ServiceError {
    #[error("{0}")]
    InvalidArgument(String),
    #[error(transparent)]
    Embed(#[from] EmbedError),
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error(transparent)]
    Exemplar(#[from] ExemplarError),
    /// The injection classifier is not loaded (why).
    #[error("no injection classifier: {0}")]
    NoInjectionHead(String),
}

impl From<LoopError> for ServiceError {
    fn from(e: LoopError) -> Self {
        match e {
            LoopError::Invalid(m) => Self::InvalidArgument(m),
            LoopError::Embed(e) => Self::Embed(e),
            LoopError::Store(e) => Self::Store(e),
        }
    }
}

impl ServiceError {
    pub fn code(&self) -> Code {
        match self {
            Self::InvalidArgument(_) | Self::Exemplar(ExemplarError::Invalid(_)) => {
                Code::InvalidArgument
            }
            Self::Exemplar(ExemplarError::UnknownSet(_)) => Code::NotFound,
            Self::NoInjectionHead(_) => Code::FailedPrecondition,
            Self::Embed(EmbedError::Overloaded) | Self::Store(StoreError::Unavailable(_)) => {
                Code::Unavailable
            }
            Self::Embed(_) | Self::Store(_) => Code::Internal,
        }
    }

    /// The `outcome` label of `argus_embedder_requests_total`.
    pub fn outcome(&self) -> &'static str {
        match self {
            Self::InvalidArgument(_) | Self::Exemplar(ExemplarError::Invalid(_)) => {
                "invalid_argument"
            }
            Self::Exemplar(ExemplarError::UnknownSet(_)) => "not_found",
            Self::NoInjectionHead(_) => "no_injection_head",
            Self::Embed(EmbedError::Overloaded) => "overloaded",
            Self::Store(StoreError::Unavailable(_)) => "redis_unavailable",
            Self::Store(_) => "redis_error",
            Self::Embed(_) => "inference_error",
        }
    }
}

impl From<ServiceError> for Status {
    fn from(e: ServiceError) -> Self {
        Status::new(e.code(), e.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_follow_the_error_table() {
        let invalid: ServiceError = LoopError::Invalid("prompt is empty".into()).into();
        assert_eq!(invalid.code(), Code::InvalidArgument);
        let down: ServiceError = StoreError::Unavailable("refused".into()).into();
        assert_eq!(down.code(), Code::Unavailable);
        assert_eq!(down.outcome(), "redis_unavailable");
        let missing: ServiceError = StoreError::IndexMissing("idx".into()).into();
        assert_eq!(missing.code(), Code::Internal);
        let unknown: ServiceError = ExemplarError::UnknownSet("wf@1".into()).into();
        assert_eq!(unknown.code(), Code::NotFound);
        assert_eq!(
            ServiceError::from(EmbedError::Overloaded).code(),
            Code::Unavailable
        );
        assert_eq!(
            ServiceError::from(EmbedError::Stopped).code(),
            Code::Internal
        );
        let status = Status::from(ServiceError::InvalidArgument("texts is empty".into()));
        assert_eq!(status.message(), "texts is empty");
    }
}
