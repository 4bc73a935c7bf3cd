//! Session identity (DESIGN.md "Session identity", seed 000): which conversation a
//! request belongs to, from the most explicit signal to the least.

use http::HeaderMap;
use sha2::{Digest, Sha256};

use crate::wire::SessionHints;

/// Where the session id came from (trace attribute and metrics label).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SessionSource {
    /// `x-argus-session-id`, `x-panoptes-session-id` or `x-session-id`.
    Header,
    /// `metadata.session_id` / `metadata.panoptes_session_id`.
    Metadata,
    /// `metadata.run_id`.
    RunId,
    /// `user`.
    User,
    /// `thread_id`.
    ThreadId,
    /// Hash of the first user message.
    FirstMessage,
    /// A fresh random id: nothing identified the conversation.
    Random,
}

impl SessionSource {
    /// Metrics label.
    pub fn as_str(self) -> &'static str {
        match self {
            SessionSource::Header => "header",
            SessionSource::Metadata => "metadata",
            SessionSource::RunId => "run_id",
            SessionSource::User => "user",
            SessionSource::ThreadId => "thread_id",
            SessionSource::FirstMessage => "first_message",
            SessionSource::Random => "random",
        }
    }
}

/// Longest id used as is; longer (or non-printable) ids are replaced by their hash so a
/// client cannot inflate store keys.
const MAX_ID_LEN: usize = 128;

fn usable(id: &str) -> Option<String> {
    let id = id.trim();
    if id.is_empty() {
        return None;
    }
    if id.len() <= MAX_ID_LEN && id.chars().all(|c| c.is_ascii_graphic()) {
        Some(id.to_string())
    } else {
        Some(format!("h-{}", short_hash(id)))
    }
}

fn short_hash(text: &str) -> String {
    hex::encode(&Sha256::digest(text.as_bytes())[..12])
}

/// The session id of a request and where it came from.
pub fn session_id(
    headers: &HeaderMap,
    hints: &SessionHints,
    first_user: Option<&str>,
) -> (String, SessionSource) {
    for name in argus_crds::SESSION_HEADERS {
        if let Some(id) = headers
            .get(name)
            .and_then(|v| v.to_str().ok())
            .and_then(usable)
        {
            return (id, SessionSource::Header);
        }
    }
    let candidates = [
        (&hints.metadata_session, SessionSource::Metadata),
        (&hints.run_id, SessionSource::RunId),
        (&hints.user, SessionSource::User),
        (&hints.thread_id, SessionSource::ThreadId),
    ];
    for (value, source) in candidates {
        if let Some(id) = value.as_deref().and_then(usable) {
            return (id, source);
        }
    }
    if let Some(text) = first_user.filter(|t| !t.trim().is_empty()) {
        return (
            format!("m-{}", short_hash(text)),
            SessionSource::FirstMessage,
        );
    }
    (uuid::Uuid::new_v4().to_string(), SessionSource::Random)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hints() -> SessionHints {
        SessionHints {
            metadata_session: Some("meta".into()),
            run_id: Some("run".into()),
            user: Some("user".into()),
            thread_id: Some("thread".into()),
        }
    }

    #[test]
    fn priority_order_is_the_documented_one() {
        let mut headers = HeaderMap::new();
        headers.insert("x-session-id", "low".parse().unwrap());
        headers.insert("x-argus-session-id", "top".parse().unwrap());
        assert_eq!(
            session_id(&headers, &hints(), Some("hi")),
            ("top".into(), SessionSource::Header)
        );
        headers.remove("x-argus-session-id");
        assert_eq!(session_id(&headers, &hints(), Some("hi")).0, "low");
        let none = HeaderMap::new();
        let mut h = hints();
        assert_eq!(
            session_id(&none, &h, Some("hi")),
            ("meta".into(), SessionSource::Metadata)
        );
        h.metadata_session = None;
        assert_eq!(
            session_id(&none, &h, Some("hi")),
            ("run".into(), SessionSource::RunId)
        );
        h.run_id = None;
        assert_eq!(
            session_id(&none, &h, Some("hi")),
            ("user".into(), SessionSource::User)
        );
        h.user = None;
        assert_eq!(
            session_id(&none, &h, Some("hi")),
            ("thread".into(), SessionSource::ThreadId)
        );
        h.thread_id = None;
        let (a, src) = session_id(&none, &h, Some("hi"));
        assert_eq!(src, SessionSource::FirstMessage);
        assert_eq!(
            session_id(&none, &h, Some("hi")).0,
            a,
            "same first message, same session"
        );
        assert_ne!(session_id(&none, &h, Some("other")).0, a);
        let (r1, src) = session_id(&none, &h, None);
        assert_eq!(src, SessionSource::Random);
        assert_ne!(session_id(&none, &h, None).0, r1);
    }

    #[test]
    fn hostile_ids_are_hashed() {
        let mut headers = HeaderMap::new();
        headers.insert("x-argus-session-id", "x".repeat(5000).parse().unwrap());
        let (id, _) = session_id(&headers, &SessionHints::default(), None);
        assert!(id.starts_with("h-") && id.len() < 40, "{id}");
        let h = SessionHints {
            user: Some("a b\tc".into()),
            ..SessionHints::default()
        };
        assert!(session_id(&HeaderMap::new(), &h, None).0.starts_with("h-"));
    }
}
