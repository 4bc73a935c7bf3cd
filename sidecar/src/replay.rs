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

use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use argus_crds::document::{Document, parse_documents};
use argus_crds::workflow::{InterventionStrategy, Severity};
use serde::Serialize;
use serde::ser::SerializeMap;
use serde_json::Value;

use crate::engine::{
    self, AgentResponse, CompiledWorkflow, DEFAULT_MAX_HISTORY, GuardFailure, NoEmbedder,
    PendingIntervention, SessionState, ToolCall, Verdict, Violation,
};

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

/// The CLI entry point: exit 0 when the run completes (whatever the verdicts), 2 when
/// the input cannot be read or understood.
pub fn run_cli(workflow: &Path, trace: &Path, embedder_socket: Option<&Path>) -> ExitCode {
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    let result = match embedder_socket {
        Some(socket) => run_with_embedder(workflow, trace, socket, &mut out),
        None => run(workflow, trace, &mut out),
    };
    match result.and_then(|()| out.flush().map_err(ReplayError::from)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(2)
        }
    }
}

/// Loads both files and replays the trace, writing JSON lines to `out`.
pub fn run(workflow: &Path, trace: &Path, out: &mut impl Write) -> Result<(), ReplayError> {
    let wf = load_workflow(workflow)?;
    let text = std::fs::read_to_string(trace).map_err(|source| ReplayError::Read {
        path: trace.to_path_buf(),
        source,
    })?;
    let responses = parse_trace(&text).map_err(|(line, message)| ReplayError::Trace {
        path: trace.to_path_buf(),
        line,
        message,
    })?;
    replay(&wf, &responses, out)?;
    Ok(())
}

/// Like [`run`], with exemplar similarities from the embedder at `socket` for the
/// embedding step of the cascade (responses the embedder cannot score are reported as
/// skipped, with the reason).
pub fn run_with_embedder(
    workflow: &Path,
    trace: &Path,
    socket: &Path,
    out: &mut impl Write,
) -> Result<(), ReplayError> {
    let (wf, spec) = load_workflow_spec(workflow)?;
    let text = std::fs::read_to_string(trace).map_err(|source| ReplayError::Read {
        path: trace.to_path_buf(),
        source,
    })?;
    let responses = parse_trace(&text).map_err(|(line, message)| ReplayError::Trace {
        path: trace.to_path_buf(),
        line,
        message,
    })?;
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()?;
    let set_id = format!("replay/{}@{:016x}", wf.name(), wf.fingerprint());
    let scored: Vec<Result<engine::FixedScores, engine::SemanticUnavailable>> =
        runtime.block_on(async {
            let embedder = crate::embedder::Embedder::connect_lazy(socket);
            let mut scored = Vec::with_capacity(responses.len());
            for (_, r) in &responses {
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
    replay_with(&wf, &responses, &|i| classifiers[i].as_ref(), out)?;
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
pub fn load_workflow_spec(
    path: &Path,
) -> Result<(CompiledWorkflow, argus_crds::WorkflowSpec), ReplayError> {
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

/// Parses a JSONL trace into (line number, response); the error names the line.
pub fn parse_trace(text: &str) -> Result<Vec<(usize, AgentResponse)>, (usize, String)> {
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let n = i + 1;
        if line.trim().is_empty() {
            continue;
        }
        let value: Value =
            serde_json::from_str(line).map_err(|e| (n, format!("invalid JSON: {e}")))?;
        out.push((n, parse_response(&value).map_err(|m| (n, m))?));
    }
    if out.is_empty() {
        return Err((0, "the trace has no responses".into()));
    }
    Ok(out)
}

/// One trace line: an OpenAI chat completion or `{content, tool_calls}`.
pub fn parse_response(value: &Value) -> Result<AgentResponse, String> {
    let Some(obj) = value.as_object() else {
        return Err("expected a JSON object".into());
    };
    if let Some(choices) = obj.get("choices") {
        let message = choices
            .get(0)
            .and_then(|c| c.get("message"))
            .ok_or("choices[0].message: missing (an OpenAI chat completion needs one)")?;
        let mut response = AgentResponse {
            content: content_text(message.get("content"), "choices[0].message.content")?,
            tool_calls: tool_calls(message.get("tool_calls"), "choices[0].message.tool_calls")?,
        };
        if let Some(call) = message.get("function_call").filter(|c| !c.is_null()) {
            response
                .tool_calls
                .push(tool_call(call, "choices[0].message.function_call")?);
        }
        return Ok(response);
    }
    if obj.contains_key("content") || obj.contains_key("tool_calls") {
        return Ok(AgentResponse {
            content: content_text(obj.get("content"), "content")?,
            tool_calls: tool_calls(obj.get("tool_calls"), "tool_calls")?,
        });
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

fn tool_calls(value: Option<&Value>, at: &str) -> Result<Vec<ToolCall>, String> {
    match value {
        None | Some(Value::Null) => Ok(Vec::new()),
        Some(Value::Array(calls)) => calls
            .iter()
            .enumerate()
            .map(|(i, c)| tool_call(c, &format!("{at}[{i}]")))
            .collect(),
        Some(_) => Err(format!("{at}: expected a list")),
    }
}

/// `{"name", "arguments"}` or OpenAI's `{"function": {"name", "arguments"}}`; string
/// arguments holding JSON are decoded.
fn tool_call(value: &Value, at: &str) -> Result<ToolCall, String> {
    let f = value.get("function").unwrap_or(value);
    let name = f
        .get("name")
        .and_then(Value::as_str)
        .ok_or_else(|| format!("{at}: missing function name"))?;
    let arguments = match f.get("arguments") {
        None | Some(Value::Null) => Value::Object(Default::default()),
        Some(Value::String(s)) => {
            serde_json::from_str(s).unwrap_or_else(|_| Value::String(s.clone()))
        }
        Some(v) => v.clone(),
    };
    Ok(ToolCall {
        name: name.to_string(),
        arguments,
    })
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
    severity: Severity,
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

#[derive(Serialize)]
struct StepOut<'a> {
    step: usize,
    line: usize,
    /// The intervention the request that produced this response carried.
    applied: Option<InterventionOut<'a>>,
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
    let mut session = SessionState::new(wf, "replay", 0, DEFAULT_MAX_HISTORY);
    // What the initial state itself violates (e.g. `never(initial)`) is reported with
    // the first step, or with the final line when there is no step.
    let mut initial: Vec<engine::Violation> = session
        .violations()
        .map(|v| engine::Violation::resolve(wf, v))
        .collect();
    for (i, (line, response)) in responses.iter().enumerate() {
        let applied = session.take_pending_intervention();
        let now = (i as u64 + 1) * 1000;
        let result = engine::process_response(wf, &mut session, response, semantic(i), now)
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
            line: *line,
            applied: applied.as_ref().map(InterventionOut::from),
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
        steps: responses.len(),
        current_state: wf.state_name(session.current_state()),
        violations: &report.violations,
        violation_count: session.violation_count(),
        verdicts: verdicts(wf, &session),
        interventions_applied: Counts(applied),
        pending_intervention: session.pending_intervention().map(InterventionOut::from),
    };
    write_line(out, &last)
}

fn write_line(out: &mut impl Write, value: &impl Serialize) -> io::Result<()> {
    serde_json::to_writer(&mut *out, value).map_err(io::Error::other)?;
    out.write_all(b"\n")
}
