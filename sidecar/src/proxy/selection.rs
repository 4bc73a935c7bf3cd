//! Which workflow a session follows when its workload binds several (issue 17). The
//! choice is made once, on the session's first request, and recorded with the session
//! (Redis, else in process); every later request of the session runs under it, also
//! after a reload. A request naming another workflow than its session's is refused
//! (400 `argus_workflow_switch`): silently ignoring it would let an agent believe it
//! runs under rails it does not.
//!
//! First request: the named workflow (header `x-argus-workflow`, else
//! `metadata.argus_workflow`); else the first workflow whose selector patterns match
//! the first user message; else the best selector exemplar (embedder, under the loop
//! check's deadline); else the default. The embedder failing only means the default.

use std::sync::Arc;

use crate::edge::errors::ProxyError;
use crate::embedder::pb;
use crate::engine::{RegisteredWorkflow, WorkflowRegistry};
use crate::shared::runtime::Runtime;
use crate::shared::sessions::Sessions;
use crate::stores::session::SessionKey;

/// The workflow `key`'s session follows; `None` when the config binds none.
pub async fn workflow_for(
    sessions: &Sessions,
    rt: &Runtime,
    key: &SessionKey,
    requested: Option<String>,
    first_user: Option<&str>,
) -> Result<Option<Arc<RegisteredWorkflow>>, ProxyError> {
    let registry = &rt.workflows;
    let Some(default) = registry.default_workflow() else {
        return Ok(None);
    };
    if let Some(name) = &requested
        && registry.named(name).is_none()
    {
        return Err(ProxyError::UnknownWorkflow {
            name: name.clone(),
            allowed: registry.allowed(),
        });
    }
    if !registry.has_choice() {
        return Ok(Some(default.clone()));
    }
    if let Some(bound) = sessions.session_workflow(key, None).await {
        return keep(registry, key, &bound, requested);
    }
    let chosen = match requested.as_deref().and_then(|n| registry.named(n)) {
        Some(w) => w.clone(),
        None => match select(rt, first_user).await {
            Some(w) => w,
            None => default.clone(),
        },
    };
    // Another replica may have recorded the session's first request meanwhile: the
    // first record wins.
    match sessions.session_workflow(key, Some(chosen.name())).await {
        Some(bound) => keep(registry, key, &bound, requested),
        None => Ok(Some(chosen)),
    }
}

/// The recorded workflow, unless the request asks for another one.
fn keep(
    registry: &WorkflowRegistry,
    key: &SessionKey,
    bound: &str,
    requested: Option<String>,
) -> Result<Option<Arc<RegisteredWorkflow>>, ProxyError> {
    if let Some(asked) = requested
        && asked != bound
    {
        return Err(ProxyError::WorkflowSwitch {
            bound: bound.to_string(),
            asked,
        });
    }
    match registry.named(bound) {
        Some(w) => Ok(Some(w.clone())),
        None => {
            // A reload unbound the session's workflow: the default is all there is.
            tracing::warn!(session = %key.session, workflow = bound, "session's workflow is no longer bound; following the default");
            Ok(registry.default_workflow().cloned())
        }
    }
}

/// The workflow a selector picks for a session that names none.
async fn select(rt: &Runtime, first_user: Option<&str>) -> Option<Arc<RegisteredWorkflow>> {
    let text = first_user.map(str::trim).filter(|t| !t.is_empty())?;
    let registry = &rt.workflows;
    if let Some(w) = registry.by_pattern(text) {
        return Some(w.clone());
    }
    let (Some(set), Some(embedder)) = (registry.selector_set(), rt.embedding.embedder.as_ref())
    else {
        return None;
    };
    let groups = || {
        registry
            .selector_exemplars()
            .into_iter()
            .map(|(state, texts)| pb::ExemplarState { state, texts })
            .collect()
    };
    match embedder
        .similarity_to(
            set,
            groups,
            text,
            u64::from(rt.embedding.loop_detection.timeout_ms),
        )
        .await
    {
        Ok(scores) => registry
            .by_scores(scores.iter().map(|s| (s.state.as_str(), s.similarity)))
            .cloned(),
        Err(e) => {
            embedder.warn("workflow selection by exemplars skipped", &e);
            None
        }
    }
}
