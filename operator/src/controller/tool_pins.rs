//! An Actor's pinned MCP tool definitions for its status (issue 29): the sidecars pin
//! each upstream tool's definition when first listed and record the tools they withhold
//! (`argus_crds::tool_pins`); the operator turns a hash accepted in the spec
//! (`spec.tools[].pin`) into the pin in force, reads them all back into
//! `status.toolPins`, and announces a changed or flagged definition and an accepted pin
//! as Events. A store that cannot be read leaves the status as it was.

use std::collections::HashMap;

use argus_crds::{
    ActorSpec, ToolPinStatus, ToolRuntime,
    tool_pins::{HeldReason, HeldRecord, PINNED_BY_ACCEPTED, PinRecord, held_key, pins_key},
};
use fred::prelude::*;

/// What the store holds for a tenant.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Recorded {
    /// Pins by tool.
    pub pins: HashMap<String, PinRecord>,
    /// Withheld tools by tool.
    pub held: HashMap<String, HeldRecord>,
}

/// An Event to announce on the Actor.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PinEvent {
    /// Warning (else Normal).
    pub warning: bool,
    /// `ToolDefinitionChanged`, `ToolDefinitionFlagged` or `ToolPinAccepted`.
    pub reason: &'static str,
    /// What happened.
    pub note: String,
}

/// The pins accepted in `spec`: `(tool, sha256)` of its `mcp` tools with a pin.
pub fn accepted(spec: &ActorSpec) -> Vec<(String, String)> {
    spec.tools
        .iter()
        .filter(|t| t.runtime == ToolRuntime::Mcp)
        .filter_map(|t| t.pin.clone().map(|p| (t.name.clone(), p)))
        .collect()
}

fn parsed<T: serde::de::DeserializeOwned>(fields: HashMap<String, String>) -> HashMap<String, T> {
    fields
        .into_iter()
        .filter_map(|(k, v)| serde_json::from_str(&v).ok().map(|r| (k, r)))
        .collect()
}

/// Makes each of `accepted` the pin in force for `tenant` in the Redis at `url` (a
/// withheld definition it accepts is withheld no longer), then reads the pins and the
/// withheld tools.
pub async fn sync(
    url: &str,
    password: Option<String>,
    tenant: &str,
    accepted: &[(String, String)],
    now_ms: u64,
) -> Result<Recorded, String> {
    let client = super::activity::connect(url, password).await?;
    let result = async {
        let (pins, held) = (pins_key(tenant), held_key(tenant));
        for (tool, pin) in accepted {
            let now: Option<String> = client.hget(&pins, tool.as_str()).await?;
            let current = now.and_then(|t| serde_json::from_str::<PinRecord>(&t).ok());
            if current.as_ref().is_some_and(|c| c.sha256 == *pin) {
                continue;
            }
            let withheld: Option<String> = client.hget(&held, tool.as_str()).await?;
            let withheld = withheld.and_then(|t| serde_json::from_str::<HeldRecord>(&t).ok());
            let record = PinRecord {
                sha256: pin.clone(),
                // Where the accepted definition was seen, when it was.
                upstream: withheld
                    .as_ref()
                    .map(|h| h.upstream.clone())
                    .or_else(|| current.map(|c| c.upstream))
                    .unwrap_or_default(),
                at_ms: now_ms,
                by: PINNED_BY_ACCEPTED.to_string(),
            };
            let text = serde_json::to_string(&record).unwrap_or_default();
            let _: i64 = client.hset(&pins, (tool.as_str(), text)).await?;
            if withheld.is_some_and(|h| h.sha256 == *pin) {
                let _: i64 = client.hdel(&held, tool.as_str()).await?;
            }
            tracing::info!(tenant, tool = %tool, pin = %pin, "accepted MCP tool definition pinned");
        }
        let p: HashMap<String, String> = client.hgetall(&pins).await?;
        let h: HashMap<String, String> = client.hgetall(&held).await?;
        Ok::<_, fred::error::Error>(Recorded {
            pins: parsed(p),
            held: parsed(h),
        })
    }
    .await
    .map_err(|e| e.to_string());
    let _ = client.quit().await;
    result
}

/// `status.toolPins` of `spec`'s `mcp` tools from what the store holds (tools never
/// listed are left out), and the Events its change from `previous` makes.
pub fn statuses(
    spec: &ActorSpec,
    recorded: &Recorded,
    previous: &[ToolPinStatus],
) -> (Vec<ToolPinStatus>, Vec<PinEvent>) {
    let mut out = Vec::new();
    let mut events = Vec::new();
    for t in spec.tools.iter().filter(|t| t.runtime == ToolRuntime::Mcp) {
        let pin = recorded.pins.get(&t.name);
        let held = recorded.held.get(&t.name);
        if pin.is_none() && held.is_none() {
            continue;
        }
        let upstream = held
            .map(|h| h.upstream.clone())
            .or_else(|| pin.map(|p| p.upstream.clone()))
            .filter(|u| !u.is_empty());
        let status = ToolPinStatus {
            name: t.name.clone(),
            upstream,
            sha256: pin.map(|p| p.sha256.clone()),
            pinned_by: pin.map(|p| p.by.clone()),
            pinned_at: pin.and_then(|p| super::activity::rfc3339(p.at_ms)),
            changed_to: held
                .filter(|h| matches!(h.reason, HeldReason::Changed { .. }))
                .map(|h| h.sha256.clone()),
            withheld: held.map(HeldRecord::why),
            withheld_at: held.and_then(|h| super::activity::rfc3339(h.at_ms)),
        };
        let before = previous.iter().find(|p| p.name == t.name);
        events.extend(event(&status, held, before));
        out.push(status);
    }
    (out, events)
}

/// The Event `now` makes after `before`, if any.
fn event(
    now: &ToolPinStatus,
    held: Option<&HeldRecord>,
    before: Option<&ToolPinStatus>,
) -> Option<PinEvent> {
    let upstream = now.upstream.as_deref().unwrap_or("its upstream");
    if let Some(h) = held
        && before.is_none_or(|b| b.withheld != now.withheld)
    {
        return Some(match &h.reason {
            HeldReason::Changed { pinned } => PinEvent {
                warning: true,
                reason: "ToolDefinitionChanged",
                note: format!(
                    "tool {}: {upstream} lists a definition ({}) that differs from the pinned one ({pinned}); it is not offered and its calls are refused until spec.tools[].pin accepts it",
                    now.name, h.sha256
                ),
            },
            HeldReason::Flagged { .. } => PinEvent {
                warning: true,
                reason: "ToolDefinitionFlagged",
                note: format!("tool {} of {upstream} is withheld: {}", now.name, h.why()),
            },
        });
    }
    let accepted = now.pinned_by.as_deref() == Some(PINNED_BY_ACCEPTED);
    if accepted && before.is_some_and(|b| b.sha256 != now.sha256) {
        return Some(PinEvent {
            warning: false,
            reason: "ToolPinAccepted",
            note: format!(
                "tool {}: definition {} accepted and pinned",
                now.name,
                now.sha256.as_deref().unwrap_or_default()
            ),
        });
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spec() -> ActorSpec {
        serde_json::from_value(serde_json::json!({
            "role": "r", "tier": "READ_ONLY",
            "tools": [
                {"name": "search", "runtime": "mcp", "endpoint": "kb"},
                {"name": "fresh", "runtime": "mcp", "endpoint": "kb"},
                {"name": "local", "runtime": "local"}
            ]
        }))
        .unwrap_or_else(|e| panic!("{e}"))
    }

    #[test]
    fn a_changed_definition_is_shown_and_announced_once() {
        let mut recorded = Recorded::default();
        recorded.pins.insert(
            "search".into(),
            PinRecord {
                sha256: "sha256:a".into(),
                upstream: "http://kb/mcp".into(),
                at_ms: 0,
                by: "firstListing".into(),
            },
        );
        let (first, events) = statuses(&spec(), &recorded, &[]);
        assert_eq!(first.len(), 1, "a tool never listed is left out: {first:?}");
        assert_eq!(first[0].sha256.as_deref(), Some("sha256:a"));
        assert_eq!(first[0].withheld, None);
        assert!(events.is_empty());
        recorded.held.insert(
            "search".into(),
            HeldRecord {
                sha256: "sha256:b".into(),
                upstream: "http://kb/mcp".into(),
                at_ms: 0,
                reason: HeldReason::Changed {
                    pinned: "sha256:a".into(),
                },
            },
        );
        let (second, events) = statuses(&spec(), &recorded, &first);
        assert_eq!(second[0].changed_to.as_deref(), Some("sha256:b"));
        assert!(
            second[0]
                .withheld
                .as_deref()
                .unwrap_or_default()
                .starts_with("tool definition changed since it was pinned")
        );
        assert_eq!(events.len(), 1);
        assert_eq!(events[0].reason, "ToolDefinitionChanged");
        assert!(events[0].note.contains("sha256:b") && events[0].note.contains("http://kb/mcp"));
        let (_, again) = statuses(&spec(), &recorded, &second);
        assert!(again.is_empty(), "announced once: {again:?}");
    }
}
