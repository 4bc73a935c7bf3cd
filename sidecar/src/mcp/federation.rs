//! `tools/list` across the upstream MCP servers: an `mcp` tool is offered only when the
//! Actor declares it, the behavior mode permits it, and its upstream lists it now (a
//! tool the upstream dropped would fail when called; one the upstream adds but the
//! Actor does not declare is never offered). Each upstream's list is fetched once per
//! upstream session and kept until it announces `notifications/tools/list_changed`.
//! An upstream's definition must also be the pinned one and pass the injection check
//! (`vetting`), or the tool is withheld.
//!
//! A declared tool is offered with the Actor's schema even when the upstream's differs:
//! the security gate validates every call's arguments against the Actor's schema, so the
//! agent must be shown that one, and an upstream that widens its schema must not widen
//! what the agent may send. The upstream's description fills in a missing one.

use std::collections::BTreeMap;
use std::sync::Arc;

use argus_crds::{ToolFormat, ToolRuntime, ToolSpec, export_tool};
use serde_json::{Value, json};

use super::sessions::GatewaySession;
use super::upstream::{CallError, Caller};

/// Pages of an upstream's `tools/list` read at most.
pub const MAX_PAGES: usize = 16;

/// How long `tools/list` waits for an upstream's list (opening its session included):
/// an upstream that hangs must not hold the agent's whole list for the tool timeout.
/// Its tools are left out of that answer; the next list asks again.
pub const LIST_WAIT: std::time::Duration = std::time::Duration::from_secs(5);

/// Where a declared tool comes from when listed.
pub enum Source<'a> {
    /// Not an upstream MCP server's (http, local, internal): offered as declared.
    Declared,
    /// The upstream's entry for it (listed there now).
    Upstream(&'a Value),
    /// Its upstream does not list it, or could not be asked: not offered.
    Absent,
}

/// The upstream URL of each `mcp` tool among `tools` that resolves (others are offered
/// as declared and fail with a clear error when called).
pub fn upstream_urls<'a>(
    tools: &[&'a ToolSpec],
    namespace: Option<&str>,
) -> BTreeMap<&'a str, http::Uri> {
    tools
        .iter()
        .filter(|t| t.runtime == ToolRuntime::Mcp)
        .filter_map(|t| {
            super::endpoint::resolve(&t.name, t.endpoint.as_deref(), namespace)
                .ok()
                .map(|u| (t.name.as_str(), u))
        })
        .collect()
}

/// The tools the upstream at `uri` lists in `session`: kept, else fetched.
pub async fn upstream_tools(
    caller: &Caller,
    session: &Arc<GatewaySession>,
    uri: &http::Uri,
) -> Result<Arc<Vec<Value>>, CallError> {
    let url = uri.to_string();
    if let Some(tools) = session.tool_list(&url) {
        return Ok(tools);
    }
    let mut retried = false;
    let tools = loop {
        let up = super::listen::upstream_session(caller, session, uri).await?;
        match fetch(caller, uri, &up).await {
            // The upstream forgot the session (it restarted): open a new one, once.
            Err(Fetch::Expired) if !retried => {
                session.forget_upstream(&url);
                retried = true;
            }
            Err(Fetch::Expired) => {
                return Err(CallError::BadAnswer {
                    target: url,
                    detail: "tools/list was refused again in a new session".into(),
                });
            }
            Err(Fetch::Failed(e)) => return Err(e),
            Ok(tools) => break Arc::new(tools),
        }
    };
    session.keep_tool_list(&url, tools.clone());
    Ok(tools)
}

enum Fetch {
    Expired,
    Failed(CallError),
}

async fn fetch(
    caller: &Caller,
    uri: &http::Uri,
    up: &super::sessions::UpstreamSession,
) -> Result<Vec<Value>, Fetch> {
    let target = uri.to_string();
    let bad = |detail: String| {
        Fetch::Failed(CallError::BadAnswer {
            target: target.clone(),
            detail,
        })
    };
    let mut tools = Vec::new();
    let mut cursor: Option<String> = None;
    for page in 0..MAX_PAGES {
        let id = json!(format!("argus-tools-list-{page}"));
        let params = match &cursor {
            Some(c) => json!({"cursor": c}),
            None => json!({}),
        };
        let (headers, message) = super::outgoing::request(up, &id, "tools/list", params);
        let deadline = tokio::time::Instant::now() + caller.timeout;
        let resp = caller
            .post(uri, &headers, message, deadline)
            .await
            .map_err(Fetch::Failed)?;
        let status = resp.status();
        // A stateless upstream that refuses outright may no longer be one: negotiate again.
        if (status == http::StatusCode::NOT_FOUND && up.id.is_some())
            || (up.envelope.is_some() && status.is_client_error())
        {
            return Err(Fetch::Expired);
        }
        let sse = super::upstream::is_sse(resp.headers());
        let body = caller
            .read(uri, resp.into_body(), deadline)
            .await
            .map_err(Fetch::Failed)?;
        if !status.is_success() {
            return Err(bad(format!(
                "tools/list answered HTTP {} ({})",
                status.as_u16(),
                super::upstream::unshown(&uri.to_string(), &body)
            )));
        }
        let answer = super::upstream::find_response(&body, sse, &id)
            .ok_or_else(|| bad("the answer to tools/list is not a JSON-RPC response".into()))?;
        if let Some(e) = answer.get("error") {
            return Err(bad(format!("tools/list failed: {e}")));
        }
        let result = &answer["result"];
        let Some(page_tools) = result["tools"].as_array() else {
            return Err(bad("the answer to tools/list has no tools array".into()));
        };
        tools.extend(page_tools.iter().cloned());
        match result["nextCursor"].as_str() {
            Some(c) if !c.is_empty() => cursor = Some(c.to_string()),
            _ => return Ok(tools),
        }
    }
    tracing::warn!(upstream = %uri, pages = MAX_PAGES, "upstream tools/list has more pages than the gateway reads: the rest is not offered");
    Ok(tools)
}

/// How `tool` is listed, from `source`: the Actor's declaration, with the upstream's
/// description when the Actor gives none. None: not offered.
pub fn listed(tool: &ToolSpec, source: Source<'_>) -> Option<Value> {
    let upstream = match source {
        Source::Absent => return None,
        Source::Declared => None,
        Source::Upstream(u) => Some(u),
    };
    let mut v = export_tool(tool, ToolFormat::Mcp);
    if let Some(o) = v.as_object_mut() {
        // Endpoints are the platform's business, not the agent's.
        o.remove("_meta");
        if let Some(u) = upstream {
            if tool.description.is_none()
                && let Some(d) = u["description"].as_str()
            {
                o.insert("description".into(), Value::String(d.to_string()));
            }
            if tool.parameters.is_some() && u.get("inputSchema") != o.get("inputSchema") {
                tracing::debug!(tool = %tool.name, "the upstream's schema differs from the Actor's: the Actor's is offered");
            }
            super::passthrough::fill(o, u);
        }
    }
    Some(v)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tool(description: Option<&str>) -> ToolSpec {
        ToolSpec {
            name: "search".into(),
            description: description.map(str::to_string),
            parameters: Some(
                json!({"type": "object", "properties": {"query": {"type": "string"}}}),
            ),
            runtime: ToolRuntime::Mcp,
            endpoint: Some("http://127.0.0.1:1/mcp".into()),
            pin: None,
        }
    }

    #[test]
    fn the_actors_schema_is_offered_and_the_upstream_fills_a_missing_description() {
        let upstream = json!({"name": "search", "description": "Search everything.",
            "inputSchema": {"type": "object", "properties": {"query": {}, "admin": {"type": "boolean"}}}});
        let v = listed(&tool(None), Source::Upstream(&upstream)).unwrap();
        assert_eq!(
            v["inputSchema"]["properties"],
            json!({"query": {"type": "string"}})
        );
        assert_eq!(v["description"], "Search everything.");
        assert!(v.get("_meta").is_none(), "{v}");
        let v = listed(&tool(Some("Ours.")), Source::Upstream(&upstream)).unwrap();
        assert_eq!(v["description"], "Ours.");
        assert!(listed(&tool(None), Source::Absent).is_none());
    }
}
