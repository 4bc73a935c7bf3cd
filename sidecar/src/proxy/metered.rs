//! A metered OpenAI call (completions, embeddings): the LLM call's stages without the
//! conversation — no steering, cache or gates — but the same session, per-request
//! limit, token reservation, failover, audit record and redaction.

use std::sync::Arc;

use http::{Request, Response};
use hyper::body::Incoming;
use tracing::Instrument;

use super::call::Call;
use super::{admission, ingress, respond};
use crate::edge::ProxyBody;
use crate::edge::errors::ProxyError;
use crate::edge::respond::Refusal;
use crate::shared::runtime::Runtime;
use crate::shared::state::AppState;
use crate::wire;

/// Runs a metered call.
pub async fn run(
    state: &Arc<AppState>,
    rt: &Arc<Runtime>,
    req: Request<Incoming>,
    kind: wire::Metered,
    path_and_query: String,
) -> Result<Response<ProxyBody>, Refusal> {
    let call = ingress::read_metered(rt, req, kind, path_and_query).await?;
    let (span, session) = (call.span.clone(), call.key.session.clone());
    stages(state, rt, call)
        .instrument(span)
        .await
        .map_err(Refusal::in_session(&session))
}

async fn stages(
    state: &Arc<AppState>,
    rt: &Arc<Runtime>,
    mut call: Call,
) -> Result<Response<ProxyBody>, ProxyError> {
    admission::admit_metered(state, rt, &mut call).await?;
    // Never across APIs: a route to another kind of provider does not serve these paths.
    let format = call.format;
    let providers: Vec<_> = call
        .route(rt)
        .into_iter()
        .filter(|p| p.serves(format))
        .collect();
    if providers.is_empty() {
        return Err(call.no_provider());
    }
    let answered = call.forward(state, rt, &providers).await?;
    Ok(respond::metered(state, rt, call, answered))
}
