//! One LLM call, one way. Each stage reads the [`Call`] and adds to it; a refusal or a
//! cache hit ends the list early, and nothing here is visited twice:
//!
//! ingress → admission → steering → route → cache → forward → gates → respond → after
//!
//! `after` runs in the background when the answer's last byte has passed (`TeeBody`).

use std::sync::Arc;

use http::{Request, Response};
use hyper::body::Incoming;
use tracing::Instrument;

use super::cache::{self, Lookup};
use super::call::Call;
use super::ingress::{self, LlmPath};
use super::{admission, respond, steering};
use crate::edge::ProxyBody;
use crate::edge::errors::ProxyError;
use crate::edge::respond::Refusal;
use crate::shared::runtime::Runtime;
use crate::shared::state::AppState;

/// Runs an LLM call; a refusal names the session once it is known.
pub async fn run(
    state: &Arc<AppState>,
    rt: &Arc<Runtime>,
    req: Request<Incoming>,
    path: LlmPath,
) -> Result<Response<ProxyBody>, Refusal> {
    let call = ingress::read(state, rt, req, path).await?;
    let (span, session) = (call.span.clone(), call.key.session.clone());
    stages(state, rt, call)
        .instrument(span)
        .await
        .map_err(Refusal::in_session(&session))
}

/// The stages after ingress, in the request's span.
async fn stages(
    state: &Arc<AppState>,
    rt: &Arc<Runtime>,
    mut call: Call,
) -> Result<Response<ProxyBody>, ProxyError> {
    // The platform assembles the call, then decides the spend before anything is sent.
    admission::admit(state, rt, &mut call).await?;
    // Loops, context, the pending intervention and the gates' notes edit the body.
    steering::steer(state, rt, &mut call).await?;
    let providers = call.route(rt);
    if providers.is_empty() {
        return Err(call.no_provider());
    }
    let store = match cache::lookup(state, rt, &call).await {
        Lookup::Hit(hit) => return Ok(cache::answer(state, rt, call, hit).await),
        Lookup::Miss(keys) => keys,
    };
    let answered = call.forward(state, rt, &providers).await?;
    // The threat score ran while the provider answered; the gates wait for it.
    let threat = call.threat.take();
    let gating = call.gating(state, rt, threat).await;
    respond::relay(state, rt, call, gating, answered, store).await
}
