//! One `tools/call` through the gateway: checked (name, arguments, the tool's vetted
//! definition), judged by the GateStack (`gating::Gating::rule`, the function
//! that judges calls the model proposes) — the agent's user asked to confirm it when a
//! `via: elicitation` route defers it and the client can be asked (see `elicitation`) —
//! then run by its runtime and audited.

use std::sync::Arc;
use std::time::Instant;

use argus_crds::{BehaviorMode, ToolRuntime, ToolSpec};
use http::{Response, StatusCode};
use serde_json::{Value, json};

use super::GatewayState;
use super::gateway::{Body, answered, caller, json_response, modern_answer};
use super::internal::InternalCall;
use super::invocation::{Invocation, Outcome};
use super::jsonrpc;
use super::revision::Era;
use super::sessions::GatewaySession;
use super::upstream::CallError;
use crate::gates::{CallRuling, ProposedCall};
use crate::policy::tools_offer::ToolOffer;
use crate::shared::{AppState, Runtime};
use crate::stores::session::SessionKey;

fn invalid_params(id: &Value, message: String) -> Response<Body> {
    json_response(
        StatusCode::OK,
        &jsonrpc::error(id, jsonrpc::INVALID_PARAMS, &message),
    )
}

#[allow(clippy::too_many_arguments)]
pub(super) async fn call(
    state: &Arc<AppState>,
    mcp: &Arc<GatewayState>,
    rt: &Arc<Runtime>,
    session: Arc<GatewaySession>,
    key: SessionKey,
    (mode, agent): (BehaviorMode, Era),
    id: Value,
    mut params: Value,
) -> Response<Body> {
    let invalid = |id: &Value, message: String| match agent {
        Era::Modern => modern_answer(
            jsonrpc::error(id, jsonrpc::INVALID_PARAMS, &message),
            "tools/call",
        ),
        Era::Handshake => invalid_params(id, message),
    };
    let Some(name) = params["name"].as_str().map(str::to_string) else {
        return invalid(&id, "tools/call needs params.name, the tool's name".into());
    };
    let arguments = match &params["arguments"] {
        Value::Null => json!({}),
        v @ Value::Object(_) => v.clone(),
        _ => return invalid(&id, format!("{name}: params.arguments must be an object")),
    };
    let arguments_text = arguments.to_string();
    let max = crate::gates::MAX_ARGUMENT_BYTES;
    if arguments_text.len() > max {
        return invalid(
            &id,
            format!(
                "{name}: arguments are {} bytes, over the {max}-byte limit",
                arguments_text.len()
            ),
        );
    }
    let declared = rt
        .config
        .actor
        .as_ref()
        .and_then(|a| a.spec.tools.iter().find(|t| t.name == name).cloned());
    let internal = mcp.internal.get(&name, &rt.config);
    if declared.is_none() && internal.is_none() {
        return invalid(
            &id,
            format!("unknown tool {name:?}: it is not a tool of this agent's Actor"),
        );
    }
    let span = tracing::info_span!("mcp.tools_call", tool = %name, session = %key.session);
    let mut inv = Invocation {
        state: state.clone(),
        rt: rt.clone(),
        key: key.clone(),
        id: id.clone(),
        tool: name.clone(),
        runtime: match (&internal, declared.as_ref().map(|t| t.runtime)) {
            (Some(_), _) => "internal",
            (None, Some(ToolRuntime::Http)) => "http",
            (None, Some(ToolRuntime::Mcp)) => "mcp",
            (None, _) => "local",
        },
        gates: Default::default(),
        started: Instant::now(),
        audited: Default::default(),
        agent,
        on_gone: None,
    };
    // A tool whose upstream definition is withheld (changed since it was pinned, or
    // flagged by the injection check) is refused before the gates weigh the call.
    if let Some(tool) = declared.as_ref().filter(|_| internal.is_none())
        && let Some(why) = super::invocation::vetting(state, mcp, rt)
            .refusal(&caller(mcp, rt), &session, tool)
            .await
    {
        inv.gates.decision = "REFUSE";
        let text = format!("[Argus] {name} was refused: {why}");
        return json_response(StatusCode::OK, &inv.finish(Outcome::Ruled { text }).await);
    }
    let c = Call {
        state: state.clone(),
        mcp: mcp.clone(),
        rt: rt.clone(),
        session,
        key,
        mode,
        agent,
        id,
        name,
        arguments,
        declared,
        internal,
        span,
    };
    let elicits = c
        .gated()
        .is_some_and(|g| super::elicitation::routes_elicit(&g.spec));
    if !elicits {
        return c.judge_and_run(inv, params, None).await;
    }
    match agent {
        // A handshake-era client is asked on the call's event stream: the answer is one.
        Era::Handshake if super::elicitation::can_elicit(&c.session.capabilities) => {
            let (tx, rx) = tokio::sync::mpsc::channel::<bytes::Bytes>(16);
            let ask = super::elicitation::Asker::OnStream(Arc::new(super::elicitation::OnStream {
                session: c.session.clone(),
                tx: tx.clone(),
                deadline: tokio::time::Instant::now() + caller(mcp, rt).timeout,
            }));
            state.background.spawn(async move {
                let answer = c.judge_and_run(inv, params, Some(ask)).await;
                super::elicitation::pipe(answer, tx).await;
            });
            super::gateway::event_stream(rx)
        }
        Era::Handshake => c.judge_and_run(inv, params, None).await,
        Era::Modern => {
            let bound = super::elicitation::Bound {
                session: format!("{}/{}", c.key.tenant, c.key.session),
                tool: c.name.clone(),
                arguments_sha256: crate::stores::approvals::arguments_of(
                    &c.arguments.to_string(),
                    &[],
                )
                .0,
            };
            let ask = super::elicitation::Asker::InRetry(Arc::new(
                super::elicitation::InRetry::of(mcp.confirmations.clone(), &mut params, bound),
            ));
            c.judge_and_run(inv, params, Some(ask)).await
        }
    }
}

/// A call checked and about to be judged.
struct Call {
    state: Arc<AppState>,
    mcp: Arc<GatewayState>,
    rt: Arc<Runtime>,
    session: Arc<GatewaySession>,
    key: SessionKey,
    mode: BehaviorMode,
    agent: Era,
    id: Value,
    name: String,
    arguments: Value,
    declared: Option<ToolSpec>,
    internal: Option<Arc<dyn super::internal::InternalTool>>,
    span: tracing::Span,
}

impl Call {
    /// The GateStack that judges it: for a tool the Actor declares, or an internal one
    /// the gates know.
    fn gated(&self) -> Option<&Arc<crate::gates::CompiledGates>> {
        self.rt.gates.stack.as_ref().filter(|g| {
            self.declared.is_some() || (self.internal.is_some() && g.tools.contains_key(&self.name))
        })
    }

    /// Judges the call (asking the user through `ask` when a `via: elicitation` route
    /// defers it), then runs it by its runtime.
    async fn judge_and_run(
        self,
        mut inv: Invocation,
        params: Value,
        ask: Option<super::elicitation::Asker>,
    ) -> Response<Body> {
        let gated = self.gated().cloned();
        let Call {
            state,
            mcp,
            rt,
            session,
            key,
            mode,
            agent,
            id,
            name,
            arguments,
            declared,
            internal,
            span,
        } = self;
        let (state, rt) = (&state, &rt);
        let invalid = |id: &Value, message: String| match agent {
            Era::Modern => modern_answer(
                jsonrpc::error(id, jsonrpc::INVALID_PARAMS, &message),
                "tools/call",
            ),
            Era::Handshake => invalid_params(id, message),
        };
        let arguments_text = arguments.to_string();
        // The gates, for a tool the Actor declares (or an internal one the gates know):
        // exactly as for a call the model proposes.
        if let Some(gates) = &gated {
            let threat = super::arguments::threat(state, rt, gates, &name, &arguments).await;
            let mut gating = crate::gating::Gating::new(
                gates.clone(),
                state.clone(),
                key.clone(),
                mode,
                span.clone(),
            );
            gating.threat = threat;
            // A tool call through the gateway answers at once: `hold` routes wait in the
            // approval (async), like a stream.
            gating.holds = false;
            gating.ask_user = ask.as_ref().map(super::elicitation::Asker::ask_user);
            let ruling = gating
                .rule(&ProposedCall {
                    id: None,
                    name: name.clone(),
                    arguments: arguments_text,
                })
                .await;
            inv.gates = gating.ledger.audit();
            if let CallRuling::Replace { text } = ruling {
                // The user's confirmation on its way to a stateless client: its retry brings
                // the answer.
                if let Some(result) = ask
                    .as_ref()
                    .and_then(super::elicitation::Asker::input_required)
                {
                    return answered(&inv.finish(Outcome::Result(result)).await);
                }
                return answered(&inv.finish(Outcome::Ruled { text }).await);
            }
        } else if let (Some(actor), Some(_)) = (&rt.config.actor, &declared) {
            // Without a GateStack the behaviors still decide which tools exist now.
            if !ToolOffer::of(&actor.spec)
                .permitted(mode)
                .iter()
                .any(|t| t.name == name)
            {
                let text =
                    format!("[Argus] {name} was refused: not permitted in this behavior mode");
                inv.gates.decision = "REFUSE";
                return answered(&inv.finish(Outcome::Ruled { text }).await);
            }
        }
        if let Some(tool) = internal {
            let outcome = match tool.call(InternalCall { key, arguments }).await {
                Ok(result) => Outcome::Result(result),
                Err(text) => Outcome::Result(
                    json!({"content": [{"type": "text", "text": text}], "isError": true}),
                ),
            };
            return answered(&inv.finish(outcome).await);
        }
        let Some(tool) = declared else {
            // Not an invocation: nothing ran, nothing to audit.
            inv.audited = true.into();
            return invalid(&id, format!("unknown tool {name:?}"));
        };
        let namespace = super::endpoint::namespace(&rt.config.name);
        let caller = caller(&mcp, rt);
        match tool.runtime {
            ToolRuntime::Local => invalid(
                &id,
                format!(
                    "{name} runs in the agent (runtime local): the gateway lists it for gating and audit but cannot call it"
                ),
            ),
            ToolRuntime::Http => {
                let outcome =
                    match super::endpoint::resolve(&name, tool.endpoint.as_deref(), namespace) {
                        Err(e) => Outcome::Failed(CallError::BadAnswer {
                            target: name.clone(),
                            detail: e.to_string(),
                        }),
                        Ok(uri) => match caller.call_http(&uri, &arguments).await {
                            Ok(r) => Outcome::Result(r),
                            Err(e) => Outcome::Failed(e),
                        },
                    };
                answered(&inv.finish(outcome).await)
            }
            ToolRuntime::Mcp => {
                match super::endpoint::resolve(&name, tool.endpoint.as_deref(), namespace) {
                    Err(e) => {
                        let outcome = Outcome::Failed(CallError::BadAnswer {
                            target: name.clone(),
                            detail: e.to_string(),
                        });
                        answered(&inv.finish(outcome).await)
                    }
                    Ok(uri) => super::forward::forward(inv, caller, session, uri, params).await,
                }
            }
        }
    }
}
