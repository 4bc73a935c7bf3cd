//! `argus-sidecar replay`: runs a workflow over a recorded JSONL trace offline, so a
//! workflow can be tested before it is deployed. Reads everything first (so bad input
//! fails before any output), then prints one JSON object per step and a final object.
//!
//! Each trace line is one LLM response: a full OpenAI chat-completion object (the first
//! choice's message is used) or `{"content": "...", "tool_calls": [{"name": "...",
//! "arguments": {...}}]}`. Blank lines are skipped. Between two lines the replay acts as
//! the next request: it takes the pending intervention (reported as `applied` on the
//! following step), so application counts and escalation behave as in the proxy.
//! Embedding classification is not available offline: it is reported as
//! `skipped: no embedder`.
//!
//! With a GateStack (`--gatestack`, or a GateStack/SidecarConfig in the workflow file)
//! and an Actor (`--actor`, likewise), every proposed call passes the gates as in the
//! proxy, and the workflow sees the answer the agent would receive: refused and held
//! calls removed, their note appended to the text, and that note carried by the next
//! request (`gate_notes`). A line may state `"mode": "active|passive|persistent"` (else
//! active) and `"timestamp"` (Unix seconds; a chat completion's `created` counts too):
//! tool rates are counted per calendar minute of that timestamp, and a line without one
//! counts in the minute of the line before it (a trace without timestamps is one
//! minute). The adversarial gate has no threat score offline (the embedder scores it in
//! the proxy), so it passes.

use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use argus_crds::{
    BehaviorMode, ConstraintSeverity, Document, GateDecision, InterventionStrategy, Problem,
    WorkflowSpec, parse_documents, validate_actor, validate_gatestack,
};
use serde::Serialize;
use serde::ser::SerializeMap;
use serde_json::Value;

use crate::engine::{
    self, AgentResponse, CompiledWorkflow, DEFAULT_MAX_HISTORY, GuardFailure, NoEmbedder,
    PendingIntervention, SessionState, ToolCall, Verdict, Violation,
};
use crate::gates::{self, CallContext, CallRuling, CompiledGates, ProposedCall};

/// Why a replay could not run.
#[derive(Debug, thiserror::Error)]
pub enum ReplayError {
    /// A file could not be read.
    #[error("{path}: cannot read: {source}")]
    Read {
        /// The file.
        path: PathBuf,
        /// The I/O error.
        source: io::Error,
    },
    /// The workflow file holds no usable workflow.
    #[error("{path}: {message}")]
    Workflow {
        /// The file.
        path: PathBuf,
        /// What is wrong.
        message: String,
    },
    /// The GateStack cannot be used.
    #[error("{path}: {message}")]
    GateStack {
        /// The file it came from.
        path: PathBuf,
        /// What is wrong, naming the document and field.
        message: String,
    },
    /// The Actor cannot be used.
    #[error("{path}: {message}")]
    Actor {
        /// The file it came from.
        path: PathBuf,
        /// What is wrong, naming the document and field.
        message: String,
    },
    /// A trace line is not a response.
    #[error("{path}:{line}: {message}")]
    Trace {
        /// The file.
        path: PathBuf,
        /// 1-based line number.
        line: usize,
        /// What is wrong.
        message: String,
    },
    /// Writing the output failed.
    #[error("cannot write output: {0}")]
    Output(#[from] io::Error),
}

/// Where the GateStack and the Actor of a replay come from; either may be absent, then
/// the workflow file is searched for it.
#[derive(Clone, Copy, Debug, Default)]
pub struct GateFiles<'a> {
    /// A GateStack manifest, or a SidecarConfig with a `gateStack`.
    pub gatestack: Option<&'a Path>,
    /// An Actor manifest, or a SidecarConfig with an `actor`.
    pub actor: Option<&'a Path>,
}

pub mod selection;

/// The CLI entry point for one or several `--workflow` files: with several (or with
/// `select`), the workflow the session's first request would choose runs the trace, and
/// a first line `{"workflow": NAME, "chosen_by": "select"|"pattern"|"default"}` says which.
pub fn run_cli_selecting(
    workflows: &[PathBuf],
    select: Option<&str>,
    trace: &Path,
    embedder_socket: Option<&Path>,
    files: GateFiles<'_>,
) -> ExitCode {
    let chosen = match (workflows, select) {
        ([one], None) => return run_cli(one, trace, embedder_socket, files),
        _ => selection::choose(workflows, select, trace),
    };
    match chosen {
        Ok(c) => {
            println!(
                "{}",
                serde_json::json!({"workflow": c.name, "chosen_by": c.chosen_by})
            );
            run_cli(&workflows[c.index], trace, embedder_socket, files)
        }
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(2)
        }
    }
}

/// The CLI entry point: exit 0 when the run completes (whatever the verdicts), 2 when
/// the input cannot be read or understood.
pub fn run_cli(
    workflow: &Path,
    trace: &Path,
    embedder_socket: Option<&Path>,
    files: GateFiles<'_>,
) -> ExitCode {
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    let result = match embedder_socket {
        Some(socket) => run_with_embedder(workflow, trace, socket, files, &mut out),
        None => run_with_gates(workflow, trace, files, &mut out),
    };
    match result.and_then(|()| out.flush().map_err(ReplayError::from)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(2)
        }
    }
}

/// Loads both files and replays the trace, writing JSON lines to `out`, with the gates of
/// the GateStack and Actor of `files` (or those the workflow file carries).
pub fn run_with_gates(
    workflow: &Path,
    trace: &Path,
    files: GateFiles<'_>,
    out: &mut impl Write,
) -> Result<(), ReplayError> {
    let wf = load_workflow(workflow)?;
    let gates = load_gates(workflow, files)?;
    let steps = read_trace(trace)?;
    replay_steps(&wf, &steps, gates.as_ref(), &|_| &NoEmbedder, out)?;
    Ok(())
}

fn read_trace(trace: &Path) -> Result<Vec<TraceStep>, ReplayError> {
    let text = std::fs::read_to_string(trace).map_err(|source| ReplayError::Read {
        path: trace.to_path_buf(),
        source,
    })?;
    parse_trace_steps(&text).map_err(|(line, message)| ReplayError::Trace {
        path: trace.to_path_buf(),
        line,
        message,
    })
}

/// Like [`run_with_gates`], with exemplar similarities from the embedder at `socket` for the
/// embedding step of the cascade (responses the embedder cannot score are reported as
/// skipped, with the reason).
pub fn run_with_embedder(
    workflow: &Path,
    trace: &Path,
    socket: &Path,
    files: GateFiles<'_>,
    out: &mut impl Write,
) -> Result<(), ReplayError> {
    let (wf, spec) = load_workflow_spec(workflow)?;
    let gates = load_gates(workflow, files)?;
    let steps = read_trace(trace)?;
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()?;
    let set_id = format!("replay/{}@{:016x}", wf.name(), wf.fingerprint());
    let scored: Vec<Result<engine::FixedScores, engine::SemanticUnavailable>> =
        runtime.block_on(async {
            let embedder = crate::embedder::Embedder::connect_lazy(socket);
            let mut scored = Vec::with_capacity(steps.len());
            for r in steps.iter().map(|s| &s.response) {
                scored.push(if r.content.trim().is_empty() || !wf.uses_embeddings() {
                    Err(engine::SemanticUnavailable {
                        reason: "nothing to compare".into(),
                    })
                } else {
                    embedder
                        .similarities(&set_id, &spec, &r.content, 5_000)
                        .await
                        .map(engine::FixedScores)
                        .map_err(|e| engine::SemanticUnavailable {
                            reason: e.to_string(),
                        })
                });
            }
            scored
        });
    let classifiers: Vec<Box<dyn engine::SemanticClassifier>> = scored
        .into_iter()
        .map(|s| -> Box<dyn engine::SemanticClassifier> {
            match s {
                Ok(scores) => Box::new(scores),
                Err(e) => Box::new(Unavailable(e)),
            }
        })
        .collect();
    replay_steps(
        &wf,
        &steps,
        gates.as_ref(),
        &|i| classifiers[i].as_ref(),
        out,
    )?;
    Ok(())
}

/// A classifier that reports why it has no scores.
struct Unavailable(engine::SemanticUnavailable);

impl engine::SemanticClassifier for Unavailable {
    fn best_similarities(
        &self,
        _text: &str,
    ) -> Result<Vec<engine::StateScore>, engine::SemanticUnavailable> {
        Err(self.0.clone())
    }
}

/// Reads and compiles the one workflow of `path`: a Workflow manifest, or a
/// SidecarConfig that carries one.
pub fn load_workflow(path: &Path) -> Result<CompiledWorkflow, ReplayError> {
    load_workflow_spec(path).map(|(wf, _)| wf)
}

/// Like [`load_workflow`], also returning the spec (its exemplars go to the embedder).
pub fn load_workflow_spec(path: &Path) -> Result<(CompiledWorkflow, WorkflowSpec), ReplayError> {
    let fail = |message: String| ReplayError::Workflow {
        path: path.to_path_buf(),
        message,
    };
    let text = std::fs::read_to_string(path).map_err(|source| ReplayError::Read {
        path: path.to_path_buf(),
        source,
    })?;
    let docs = parse_documents(&text).map_err(|e| fail(e.to_string()))?;
    let mut found = Vec::new();
    let mut broken = Vec::new();
    for doc in docs {
        match doc {
            Ok(Document::Workflow(w)) => {
                let name = w.metadata.name.clone().unwrap_or_else(|| "workflow".into());
                found.push((name, w.spec));
            }
            Ok(Document::SidecarConfig(c)) => {
                if let Some(r) = c.workflow {
                    found.push((r.name, r.spec));
                }
            }
            Ok(_) => {}
            Err(e) => broken.push(e.to_string()),
        }
    }
    let (name, spec) = match found.len() {
        1 => found.remove(0),
        0 if !broken.is_empty() => return Err(fail(broken.join("; "))),
        0 => {
            return Err(fail(
                "no Workflow, and no SidecarConfig with a workflow, in this file".into(),
            ));
        }
        n => {
            let names: Vec<&str> = found.iter().map(|(n, _)| n.as_str()).collect();
            return Err(fail(format!(
                "{n} workflows ({}); replay needs a file with exactly one",
                names.join(", ")
            )));
        }
    };
    let wf = CompiledWorkflow::compile(&name, &spec).map_err(|e| fail(e.to_string()))?;
    Ok((wf, spec))
}

/// The one spec of a kind found in a file, with the field prefix of its problems.
struct Found<T> {
    path: PathBuf,
    what: String,
    prefix: &'static str,
    spec: T,
}

/// The GateStack and Actor of a replay: from `files`, else from the workflow file (a
/// SidecarConfig's `gateStack`/`actor`, or GateStack/Actor documents beside the
/// Workflow). `None` when there is no GateStack: the replay then runs without gates.
pub fn load_gates(
    workflow: &Path,
    files: GateFiles<'_>,
) -> Result<Option<CompiledGates>, ReplayError> {
    let stack_err = |path: &Path, message: String| ReplayError::GateStack {
        path: path.to_path_buf(),
        message,
    };
    let actor_err = |path: &Path, message: String| ReplayError::Actor {
        path: path.to_path_buf(),
        message,
    };
    let stack = find_spec(
        files.gatestack.unwrap_or(workflow),
        files.gatestack.is_some(),
        "GateStack",
        |doc| match doc {
            Document::GateStack(g) => Some((
                format!(
                    "GateStack/{}",
                    g.metadata.name.as_deref().unwrap_or("<unnamed>")
                ),
                "",
                g.spec,
            )),
            Document::SidecarConfig(c) => c.gate_stack.map(|r| {
                (
                    format!("SidecarConfig/{} gateStack {}", c.name, r.name),
                    "gateStack.",
                    r.spec,
                )
            }),
            _ => None,
        },
    )
    .map_err(|(path, m)| stack_err(&path, m))?;
    let actor = find_spec(
        files.actor.unwrap_or(workflow),
        files.actor.is_some(),
        "Actor",
        |doc| match doc {
            Document::Actor(a) => Some((
                format!(
                    "Actor/{}",
                    a.metadata.name.as_deref().unwrap_or("<unnamed>")
                ),
                "",
                a.spec,
            )),
            Document::SidecarConfig(c) => c.actor.map(|r| {
                (
                    format!("SidecarConfig/{} actor {}", c.name, r.name),
                    "actor.",
                    r.spec,
                )
            }),
            _ => None,
        },
    )
    .map_err(|(path, m)| actor_err(&path, m))?;
    let Some(stack) = stack else {
        return match (files.actor, actor) {
            (Some(path), Some(_)) => Err(actor_err(
                path,
                "an Actor alone has nothing to enforce: give the GateStack with --gatestack".into(),
            )),
            _ => Ok(None),
        };
    };
    let problems = |prefix: &str, found: Vec<Problem>| -> Option<String> {
        let errors: Vec<String> = found
            .iter()
            .filter(|p| p.is_error())
            .map(|p| format!("{prefix}{p}"))
            .collect();
        (!errors.is_empty()).then(|| errors.join("; "))
    };
    if let Some(m) = problems(stack.prefix, validate_gatestack(&stack.spec)) {
        return Err(stack_err(&stack.path, format!("{}: {m}", stack.what)));
    }
    // The gates enforce the fields they read; an uncompiled program's tools would be
    // invisible to them, and the sidecar never reads Lisp.
    if let Some(a) = &actor
        && a.spec.program.is_some()
    {
        return Err(actor_err(
            &a.path,
            format!(
                "{}: {}spec.program: compile it first with `argus-operator compile-actor FILE` (the sidecar never reads Lisp)",
                a.what, a.prefix
            ),
        ));
    }
    if let Some(a) = &actor
        && let Some(m) = problems(a.prefix, validate_actor(&a.spec))
    {
        return Err(actor_err(&a.path, format!("{}: {m}", a.what)));
    }
    CompiledGates::compile(actor.as_ref().map(|a| &a.spec), &stack.spec)
        .map(Some)
        .map_err(|e| match &actor {
            // The only compile error is a tool schema of the Actor.
            Some(a) => actor_err(&a.path, format!("{}: {e}", a.what)),
            None => stack_err(&stack.path, e.to_string()),
        })
}

/// The one spec of `kind` in `path`, read with `pick`. `required`: the file was named
/// for this kind, so finding none is an error. Documents of this kind (or configs) that
/// do not parse are reported with their field.
fn find_spec<T>(
    path: &Path,
    required: bool,
    kind: &str,
    pick: impl Fn(Document) -> Option<(String, &'static str, T)>,
) -> Result<Option<Found<T>>, (PathBuf, String)> {
    let fail = |m: String| (path.to_path_buf(), m);
    let text =
        std::fs::read_to_string(path).map_err(|e| fail(format!("cannot read {kind} file: {e}")))?;
    let docs = parse_documents(&text).map_err(|e| fail(e.to_string()))?;
    let mut found = Vec::new();
    let mut broken = Vec::new();
    for doc in docs {
        match doc {
            Ok(d) => {
                if let Some((what, prefix, spec)) = pick(d) {
                    found.push(Found {
                        path: path.to_path_buf(),
                        what,
                        prefix,
                        spec,
                    });
                }
            }
            Err(e) => {
                let ours = e.what.as_deref().is_none_or(|w| {
                    w.starts_with(&format!("{kind}/")) || w.starts_with("SidecarConfig/")
                });
                if required || ours {
                    broken.push(e.to_string());
                }
            }
        }
    }
    if !broken.is_empty() {
        return Err(fail(broken.join("; ")));
    }
    match found.len() {
        0 if required => Err(fail(format!(
            "no {kind}, and no SidecarConfig with one, in this file"
        ))),
        0 => Ok(None),
        1 => Ok(found.pop()),
        n => {
            let names: Vec<&str> = found.iter().map(|f| f.what.as_str()).collect();
            Err(fail(format!(
                "{n} of kind {kind} ({}); replay needs exactly one",
                names.join(", ")
            )))
        }
    }
}

/// One line of a trace: the response, the calls it proposes as the gates read them,
/// and what the line states about its request.
#[derive(Clone, Debug)]
pub struct TraceStep {
    /// 1-based line number.
    pub line: usize,
    /// The response.
    pub response: AgentResponse,
    /// Its tool calls with their arguments as the model wrote them.
    pub calls: Vec<ProposedCall>,
    /// `"mode"`: the behavior mode of the request (default active).
    pub mode: Option<BehaviorMode>,
    /// `"timestamp"` (or a chat completion's `created`), Unix seconds.
    pub timestamp: Option<u64>,
}

impl TraceStep {
    /// A step of `response` alone (no mode, no timestamp).
    pub fn of(line: usize, response: AgentResponse) -> Self {
        let calls = response
            .tool_calls
            .iter()
            .map(|c| ProposedCall {
                id: None,
                name: c.name.clone(),
                arguments: c.arguments.to_string(),
            })
            .collect();
        Self {
            line,
            response,
            calls,
            mode: None,
            timestamp: None,
        }
    }
}

/// Parses a JSONL trace into steps; the error names the line and the field.
pub fn parse_trace_steps(text: &str) -> Result<Vec<TraceStep>, (usize, String)> {
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let n = i + 1;
        if line.trim().is_empty() {
            continue;
        }
        let value: Value =
            serde_json::from_str(line).map_err(|e| (n, format!("invalid JSON: {e}")))?;
        out.push(parse_step(n, &value).map_err(|m| (n, m))?);
    }
    if out.is_empty() {
        return Err((0, "the trace has no responses".into()));
    }
    Ok(out)
}

fn parse_step(line: usize, value: &Value) -> Result<TraceStep, String> {
    let (response, calls) = parse_response_calls(value)?;
    let mode = match value.get("mode") {
        None | Some(Value::Null) => None,
        Some(v) => Some(match v.as_str() {
            Some("active") => BehaviorMode::Active,
            Some("passive") => BehaviorMode::Passive,
            Some("persistent") => BehaviorMode::Persistent,
            _ => {
                return Err(format!(
                    "mode: {v} is not one of active, passive, persistent"
                ));
            }
        }),
    };
    let timestamp = match (value.get("timestamp"), value.get("created")) {
        (Some(v), _) if !v.is_null() => Some(unix_seconds(v, "timestamp")?),
        (_, Some(v)) if value.get("choices").is_some() && !v.is_null() => {
            Some(unix_seconds(v, "created")?)
        }
        _ => None,
    };
    Ok(TraceStep {
        line,
        response,
        calls,
        mode,
        timestamp,
    })
}

fn unix_seconds(v: &Value, at: &str) -> Result<u64, String> {
    v.as_u64()
        .or_else(|| {
            v.as_f64()
                .filter(|f| f.is_finite() && *f >= 0.0)
                .map(|f| f as u64)
        })
        .ok_or_else(|| format!("{at}: expected Unix seconds (a non-negative number), got {v}"))
}

/// One trace line (an OpenAI chat completion or `{content, tool_calls}`), with the calls
/// as the gates read them.
fn parse_response_calls(value: &Value) -> Result<(AgentResponse, Vec<ProposedCall>), String> {
    let Some(obj) = value.as_object() else {
        return Err("expected a JSON object".into());
    };
    if let Some(choices) = obj.get("choices") {
        let message = choices
            .get(0)
            .and_then(|c| c.get("message"))
            .ok_or("choices[0].message: missing (an OpenAI chat completion needs one)")?;
        let (mut tool_calls, mut proposed) =
            tool_calls(message.get("tool_calls"), "choices[0].message.tool_calls")?;
        if let Some(call) = message.get("function_call").filter(|c| !c.is_null()) {
            let (c, p) = tool_call(call, "choices[0].message.function_call")?;
            tool_calls.push(c);
            proposed.push(p);
        }
        let response = AgentResponse {
            content: content_text(message.get("content"), "choices[0].message.content")?,
            tool_calls,
        };
        return Ok((response, proposed));
    }
    if obj.contains_key("content") || obj.contains_key("tool_calls") {
        let (tool_calls, proposed) = tool_calls(obj.get("tool_calls"), "tool_calls")?;
        let response = AgentResponse {
            content: content_text(obj.get("content"), "content")?,
            tool_calls,
        };
        return Ok((response, proposed));
    }
    Err(
        "expected an OpenAI chat completion (with \"choices\") or {\"content\": ..., \"tool_calls\": [...]}"
            .into(),
    )
}

fn content_text(value: Option<&Value>, at: &str) -> Result<String, String> {
    match value {
        None | Some(Value::Null) => Ok(String::new()),
        Some(Value::String(s)) => Ok(s.clone()),
        // Content parts: the text of every part that has one.
        Some(Value::Array(parts)) => Ok(parts
            .iter()
            .filter_map(|p| p.get("text").and_then(Value::as_str))
            .collect::<Vec<_>>()
            .join("\n")),
        Some(_) => Err(format!("{at}: expected a string, null or a list of parts")),
    }
}

type Calls = (Vec<ToolCall>, Vec<ProposedCall>);

fn tool_calls(value: Option<&Value>, at: &str) -> Result<Calls, String> {
    match value {
        None | Some(Value::Null) => Ok((Vec::new(), Vec::new())),
        Some(Value::Array(calls)) => calls
            .iter()
            .enumerate()
            .map(|(i, c)| tool_call(c, &format!("{at}[{i}]")))
            .collect::<Result<Vec<_>, _>>()
            .map(|pairs| pairs.into_iter().unzip()),
        Some(_) => Err(format!("{at}: expected a list")),
    }
}

/// `{"name", "arguments"}` or OpenAI's `{"function": {"name", "arguments"}}`; string
/// arguments holding JSON are decoded. The gates get the arguments as written (a
/// string that is not JSON stays that string, and is refused as such).
fn tool_call(value: &Value, at: &str) -> Result<(ToolCall, ProposedCall), String> {
    let f = value.get("function").unwrap_or(value);
    let name = f
        .get("name")
        .and_then(Value::as_str)
        .ok_or_else(|| format!("{at}: missing function name"))?;
    let (arguments, written) = match f.get("arguments") {
        None | Some(Value::Null) => (Value::Object(Default::default()), String::new()),
        Some(Value::String(s)) => (
            serde_json::from_str(s).unwrap_or_else(|_| Value::String(s.clone())),
            s.clone(),
        ),
        Some(v) => (v.clone(), v.to_string()),
    };
    let proposed = ProposedCall {
        id: value.get("id").and_then(Value::as_str).map(str::to_string),
        name: name.to_string(),
        arguments: written,
    };
    Ok((
        ToolCall {
            name: name.to_string(),
            arguments,
        },
        proposed,
    ))
}

/// Constraint name → verdict, serialised as a JSON object in spec order.
struct Verdicts<'a>(Vec<(&'a str, Verdict)>);

impl Serialize for Verdicts<'_> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut map = s.serialize_map(Some(self.0.len()))?;
        for (name, verdict) in &self.0 {
            map.serialize_entry(name, verdict)?;
        }
        map.end()
    }
}

fn verdicts<'a>(wf: &'a CompiledWorkflow, session: &SessionState) -> Verdicts<'a> {
    Verdicts(
        wf.constraints()
            .iter()
            .map(|c| c.name())
            .zip(session.verdicts(wf))
            .collect(),
    )
}

#[derive(Serialize)]
struct InterventionOut<'a> {
    name: &'a str,
    strategy: InterventionStrategy,
    escalated: bool,
    constraint: Option<&'a str>,
    severity: ConstraintSeverity,
    application: u32,
    text: &'a str,
}

impl<'a> From<&'a PendingIntervention> for InterventionOut<'a> {
    fn from(p: &'a PendingIntervention) -> Self {
        Self {
            name: &p.name,
            strategy: p.strategy,
            escalated: p.escalated,
            constraint: p.constraint.as_deref(),
            severity: p.severity,
            application: p.application,
            text: &p.text,
        }
    }
}

#[derive(Serialize)]
struct ObservationOut<'a> {
    state: &'a str,
    method: &'static str,
    confidence: f64,
    from: &'a str,
    transition: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    guard: Option<&'a GuardFailure>,
}

/// What the GateStack decided for one proposed call.
#[derive(Serialize)]
struct GateOut {
    tool: String,
    tier: &'static str,
    decision: &'static str,
    passed: Vec<&'static str>,
    failed: Vec<&'static str>,
    reasons: String,
    flagged: bool,
    calls_this_minute: u64,
}

#[derive(Serialize)]
struct StepOut<'a> {
    step: usize,
    line: usize,
    /// The intervention the request that produced this response carried.
    applied: Option<InterventionOut<'a>>,
    /// With gates: what the request carried about the calls refused or held in the
    /// answer before.
    #[serde(skip_serializing_if = "Option::is_none")]
    gate_notes: Option<Vec<String>>,
    /// With gates: the behavior mode the calls were judged in.
    #[serde(skip_serializing_if = "Option::is_none")]
    mode: Option<&'static str>,
    /// With gates: each proposed call's verdict, in order.
    #[serde(skip_serializing_if = "Option::is_none")]
    gates: Option<Vec<GateOut>>,
    /// The classified state (the last observation when a response has several).
    state: &'a str,
    method: &'static str,
    confidence: f64,
    transition: &'static str,
    observations: Vec<ObservationOut<'a>>,
    current_state: &'a str,
    embedding: String,
    violations: &'a [Violation],
    verdicts: Verdicts<'a>,
    /// The intervention scheduled for the next request.
    intervention: Option<InterventionOut<'a>>,
    finalized: bool,
}

#[derive(Serialize)]
struct FinalOut<'a> {
    #[serde(rename = "final")]
    is_final: bool,
    steps: usize,
    current_state: &'a str,
    violations: &'a [Violation],
    violation_count: u64,
    verdicts: Verdicts<'a>,
    interventions_applied: Counts<'a>,
    pending_intervention: Option<InterventionOut<'a>>,
    /// With gates: how many calls got each decision.
    #[serde(skip_serializing_if = "Option::is_none")]
    gate_decisions: Option<Counts<'a>>,
}

/// Intervention name → applications, in workflow order, only those applied.
struct Counts<'a>(Vec<(&'a str, u32)>);

impl Serialize for Counts<'_> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut map = s.serialize_map(Some(self.0.len()))?;
        for (name, n) in &self.0 {
            map.serialize_entry(name, n)?;
        }
        map.end()
    }
}

/// Replays `responses` through `wf`, writing one JSON object per line.
pub fn replay(
    wf: &CompiledWorkflow,
    responses: &[(usize, AgentResponse)],
    out: &mut impl Write,
) -> io::Result<()> {
    replay_with(wf, responses, &|_| &NoEmbedder, out)
}

/// Replays with a semantic classifier per step (index into `responses`).
pub fn replay_with<'c>(
    wf: &CompiledWorkflow,
    responses: &[(usize, AgentResponse)],
    semantic: &dyn Fn(usize) -> &'c dyn engine::SemanticClassifier,
    out: &mut impl Write,
) -> io::Result<()> {
    let steps: Vec<TraceStep> = responses
        .iter()
        .map(|(line, r)| TraceStep::of(*line, r.clone()))
        .collect();
    replay_steps(wf, &steps, None, semantic, out)
}

/// Notes kept for the next request, at most (as the proxy keeps them).
const MAX_GATE_NOTES: usize = 8;

/// The gates' session view across a replay: calls per tool in the current minute, and
/// the notes the next request carries.
#[derive(Default)]
struct GateSession {
    minute: u64,
    calls: std::collections::HashMap<String, u64>,
    notes: Vec<String>,
    decisions: [u32; 4],
}

impl GateSession {
    /// Judges the calls of `step`; returns the answer the agent (and the workflow)
    /// would see, and each call's verdict.
    fn judge(
        &mut self,
        gates: &CompiledGates,
        step: &TraceStep,
        mode: BehaviorMode,
    ) -> (AgentResponse, Vec<GateOut>) {
        if let Some(ts) = step.timestamp
            && ts / 60 != self.minute
        {
            self.minute = ts / 60;
            self.calls.clear();
        }
        let mut seen = AgentResponse {
            content: step.response.content.clone(),
            tool_calls: Vec::new(),
        };
        let mut verdicts = Vec::with_capacity(step.calls.len());
        for (call, engine_call) in step.calls.iter().zip(&step.response.tool_calls) {
            // Counted before judging, refused or not, as the proxy counts.
            let count = self.calls.entry(call.name.clone()).or_insert(0);
            *count += 1;
            let ctx = CallContext {
                mode,
                calls_this_minute: *count,
                threat: None,
            };
            let v = gates.evaluate_call(call, &ctx);
            self.decisions[usize::from(gates::severity(v.decision))] += 1;
            match v.ruling() {
                CallRuling::Allow => seen.tool_calls.push(engine_call.clone()),
                CallRuling::Replace { text } => {
                    if !seen.content.is_empty() {
                        seen.content.push('\n');
                    }
                    seen.content.push_str(&text);
                    if self.notes.len() < MAX_GATE_NOTES {
                        self.notes.push(text);
                    }
                }
            }
            verdicts.push(GateOut {
                tier: v.tier.as_str(),
                decision: gates::decision_str(v.decision),
                passed: v.passed(),
                failed: v.failed(),
                reasons: v.reasons(),
                flagged: v.flagged,
                calls_this_minute: ctx.calls_this_minute,
                tool: v.tool,
            });
        }
        (seen, verdicts)
    }

    fn decision_counts(&self) -> Counts<'static> {
        let all = [
            GateDecision::Execute,
            GateDecision::Explain,
            GateDecision::Defer,
            GateDecision::Refuse,
        ];
        Counts(
            all.iter()
                .map(|d| {
                    (
                        gates::decision_str(*d),
                        self.decisions[usize::from(gates::severity(*d))],
                    )
                })
                .collect(),
        )
    }
}

fn mode_str(m: BehaviorMode) -> &'static str {
    match m {
        BehaviorMode::Active => "active",
        BehaviorMode::Passive => "passive",
        BehaviorMode::Persistent => "persistent",
    }
}

/// Replays `steps` with a semantic classifier per step (index into `steps`) and, when
/// given, the gates judging every proposed call before the workflow sees the answer.
pub fn replay_steps<'c>(
    wf: &CompiledWorkflow,
    steps: &[TraceStep],
    gates: Option<&CompiledGates>,
    semantic: &dyn Fn(usize) -> &'c dyn engine::SemanticClassifier,
    out: &mut impl Write,
) -> io::Result<()> {
    let mut gate_session = GateSession::default();
    let mut session = SessionState::new(wf, "replay", 0, DEFAULT_MAX_HISTORY);
    // What the initial state itself violates (e.g. `never(initial)`) is reported with
    // the first step, or with the final line when there is no step.
    let mut initial: Vec<engine::Violation> = session
        .violations()
        .map(|v| engine::Violation::resolve(wf, v))
        .collect();
    for (i, trace_step) in steps.iter().enumerate() {
        let applied = session.take_pending_intervention();
        let mode = trace_step.mode.unwrap_or(BehaviorMode::Active);
        let (gate_notes, judged) = match gates {
            Some(g) => {
                let notes = std::mem::take(&mut gate_session.notes);
                (Some(notes), Some(gate_session.judge(g, trace_step, mode)))
            }
            None => (None, None),
        };
        let (response, gate_out) = match judged {
            Some((seen, verdicts)) => (std::borrow::Cow::Owned(seen), Some(verdicts)),
            None => (std::borrow::Cow::Borrowed(&trace_step.response), None),
        };
        let now = (i as u64 + 1) * 1000;
        let result = engine::process_response(wf, &mut session, &response, semantic(i), now)
            .map_err(|e| io::Error::other(e.to_string()))?;
        let observations: Vec<ObservationOut<'_>> = result
            .steps
            .iter()
            .map(|s| ObservationOut {
                state: wf.state_name(s.state),
                method: s.method.as_str(),
                confidence: s.confidence,
                from: wf.state_name(s.from),
                transition: s.result.as_str(),
                guard: s.guard_failure.as_ref(),
            })
            .collect();
        let last = result.steps.last();
        let mut violations = std::mem::take(&mut initial);
        violations.extend(result.violations.iter().cloned());
        let step = StepOut {
            step: i + 1,
            line: trace_step.line,
            applied: applied.as_ref().map(InterventionOut::from),
            gate_notes,
            mode: gates.map(|_| mode_str(mode)),
            gates: gate_out,
            state: last.map_or("", |s| wf.state_name(s.state)),
            method: last.map_or("", |s| s.method.as_str()),
            confidence: last.map_or(0.0, |s| s.confidence),
            transition: last.map_or("", |s| s.result.as_str()),
            observations,
            current_state: wf.state_name(session.current_state()),
            embedding: result.embedding.to_string(),
            violations: &violations,
            verdicts: verdicts(wf, &session),
            intervention: result.intervention.as_ref().map(InterventionOut::from),
            finalized: session.is_finalized(),
        };
        write_line(out, &step)?;
    }
    let mut report =
        engine::finalize(wf, &mut session).map_err(|e| io::Error::other(e.to_string()))?;
    initial.append(&mut report.violations);
    report.violations = initial;
    let applied: Vec<(&str, u32)> = wf
        .interventions()
        .iter()
        .filter_map(|iv| {
            let n = session.applications(wf.intervention_id(iv.name())?);
            (n > 0).then_some((iv.name(), n))
        })
        .collect();
    let last = FinalOut {
        is_final: true,
        steps: steps.len(),
        current_state: wf.state_name(session.current_state()),
        violations: &report.violations,
        violation_count: session.violation_count(),
        verdicts: verdicts(wf, &session),
        interventions_applied: Counts(applied),
        pending_intervention: session.pending_intervention().map(InterventionOut::from),
        gate_decisions: gates.map(|_| gate_session.decision_counts()),
    };
    write_line(out, &last)
}

fn write_line(out: &mut impl Write, value: &impl Serialize) -> io::Result<()> {
    serde_json::to_writer(&mut *out, value).map_err(io::Error::other)?;
    out.write_all(b"\n")
}
