//! The customer-support workflow of `manifests/examples/workflow-support.yaml` driven by
//! scripted agent responses: a compliant run, a run that acts on the account before
//! verifying identity (corrected on the next request, escalating when ignored), a
//! credential leak, and finalisation of an abandoned session.
#![allow(clippy::unwrap_used)] // test code: a panic is the failure report

use std::path::Path;

use argus_crds::{Document, InterventionStrategy, parse_documents};
use argus_sidecar::engine::{
    self, AgentResponse, CompiledWorkflow, GuardFailure, Message, NoEmbedder, Role, SessionState,
    TrackingResult, TransitionResult, Verdict,
};

fn support() -> CompiledWorkflow {
    let path =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../manifests/examples/workflow-support.yaml");
    let text = std::fs::read_to_string(path).unwrap();
    let doc = parse_documents(&text).unwrap().remove(0).unwrap();
    let Document::Workflow(wf) = doc else {
        panic!("not a workflow")
    };
    CompiledWorkflow::compile("support", &wf.spec).unwrap()
}

struct Run {
    wf: CompiledWorkflow,
    session: SessionState,
    clock: u64,
}

impl Run {
    fn new() -> Self {
        let wf = support();
        let session = SessionState::new(&wf, "case-1", 0, 256);
        Self {
            wf,
            session,
            clock: 0,
        }
    }

    /// The next request: the conversation so far, with the pending intervention applied.
    fn request(&mut self) -> Result<Vec<Message>, engine::BlockedRequest> {
        let messages = vec![
            Message::new(Role::System, "You are a support agent."),
            Message::new(Role::User, "I want a refund for order 42."),
        ];
        match self.session.take_pending_intervention() {
            Some(p) => engine::apply_intervention(&p, &messages),
            None => Ok(messages),
        }
    }

    fn respond(&mut self, response: AgentResponse) -> TrackingResult {
        self.clock += 1000;
        engine::process_response(
            &self.wf,
            &mut self.session,
            &response,
            &NoEmbedder,
            self.clock,
        )
        .unwrap()
    }

    fn state(&self) -> &str {
        self.wf.state_name(self.session.current_state())
    }

    fn verdict(&self, constraint: &str) -> Verdict {
        let i = self
            .wf
            .constraints()
            .iter()
            .position(|c| c.name() == constraint)
            .unwrap();
        self.session.verdicts(&self.wf)[i]
    }
}

fn tool(name: &str) -> AgentResponse {
    AgentResponse::tools([name])
}

#[test]
fn compliant_run_needs_no_intervention() {
    let mut run = Run::new();
    let script = [
        (
            AgentResponse::text("Hello! Thanks for contacting support, how can I help you today?"),
            "greeting",
            TransitionResult::NoChange,
        ),
        (
            AgentResponse::text(
                "Sorry to hear that. Could you describe the problem with the order?",
            ),
            "identify_issue",
            TransitionResult::Success,
        ),
        (
            tool("send_verification_code"),
            "verify_identity",
            TransitionResult::Success,
        ),
        (
            tool("lookup_order"),
            "lookup_info",
            TransitionResult::Success,
        ),
        (
            tool("issue_refund"),
            "account_action",
            TransitionResult::Success,
        ),
        (tool("close_ticket"), "resolve", TransitionResult::Success),
    ];
    for (response, state, result) in script {
        let messages = run.request().unwrap();
        assert_eq!(messages.len(), 2, "no intervention expected before {state}");
        let out = run.respond(response);
        let step = out.last_step().unwrap();
        assert_eq!(
            (run.wf.state_name(step.state), step.result),
            (state, result)
        );
        assert!(out.violations.is_empty(), "{state}: {:?}", out.violations);
        assert!(out.intervention.is_none());
    }
    assert!(run.session.is_finalized());
    assert!(
        run.session
            .verdicts(&run.wf)
            .iter()
            .all(|v| *v == Verdict::Satisfied)
    );
    assert_eq!(run.session.violation_count(), 0);
    // After the terminal state nothing moves.
    assert_eq!(
        run.respond(tool("lookup_order"))
            .last_step()
            .unwrap()
            .result,
        TransitionResult::Terminal
    );
}

#[test]
fn acting_before_verification_is_corrected_then_escalated() {
    let mut run = Run::new();
    run.respond(AgentResponse::text("Hi there, welcome to support!"));
    run.respond(AgentResponse::text("What seems to be the problem?"));
    run.respond(tool("lookup_order"));
    assert_eq!(run.state(), "lookup_info");

    // The refund without verification: refused by the guard, precedence violated.
    let out = run.respond(tool("issue_refund"));
    let step = out.last_step().unwrap();
    assert_eq!(step.result, TransitionResult::InvalidTransition);
    assert_eq!(
        step.guard_failure,
        Some(GuardFailure::RequiredState {
            missing: "verify_identity".into()
        })
    );
    assert_eq!(run.state(), "lookup_info");
    assert_eq!(
        run.verdict("verify-before-account-action"),
        Verdict::Violated
    );
    let names: Vec<Option<&str>> = out
        .violations
        .iter()
        .map(|v| v.constraint.as_deref())
        .collect();
    assert_eq!(names, [Some("verify-before-account-action"), None]);
    let p = out.intervention.unwrap();
    assert_eq!(
        (p.name.as_str(), p.strategy, p.application),
        (
            "verify-identity-first",
            InterventionStrategy::UserMessageInject,
            1
        )
    );
    assert_eq!(
        p.text,
        "Stop: The customer's identity must be verified before any account action. You tried to \
         move to account_action from lookup_info without verifying the customer. Ask the customer \
         to verify their identity now, using verify_identity, before doing anything else."
    );

    // The next request carries it as a [System Note] before the last user message.
    let messages = run.request().unwrap();
    assert_eq!(messages.len(), 3);
    assert_eq!(messages[1].role, Role::User);
    assert!(
        messages[1]
            .content
            .starts_with("[System Note] Stop: The customer's identity")
    );
    assert_eq!(messages[2].content, "I want a refund for order 42.");

    // Ignored once more: injected again (maxApplications 2) ...
    let p = run.respond(tool("issue_refund")).intervention.unwrap();
    assert_eq!(
        (p.strategy, p.application, p.escalated),
        (InterventionStrategy::UserMessageInject, 2, false)
    );
    assert_eq!(run.request().unwrap().len(), 3);
    // ... and ignored again: past maxApplications it escalates to hardBlock.
    let p = run.respond(tool("issue_refund")).intervention.unwrap();
    assert_eq!(
        (p.strategy, p.application, p.escalated),
        (InterventionStrategy::HardBlock, 3, true)
    );
    let blocked = run.request().unwrap_err();
    assert_eq!(blocked.intervention, "verify-identity-first");
    assert_eq!(
        blocked.constraint.as_deref(),
        Some("verify-before-account-action")
    );
    assert_eq!(blocked.error_body()["error"]["type"], "workflow_violation");
    // A block halts the session: later requests are refused too.
    assert!(run.request().is_err());
}

#[test]
fn heeding_the_correction_stops_the_interventions() {
    let mut run = Run::new();
    run.respond(AgentResponse::text("What is the issue?"));
    run.respond(tool("lookup_order"));
    assert!(run.respond(tool("reset_password")).intervention.is_some());
    assert_eq!(run.request().unwrap().len(), 3);
    for t in ["verify_identity", "reset_password", "close_ticket"] {
        let out = run.respond(tool(t));
        assert_eq!(
            out.last_step().unwrap().result,
            TransitionResult::Success,
            "{t}"
        );
        assert!(out.intervention.is_none(), "{t}");
        assert_eq!(run.request().unwrap().len(), 2);
    }
    assert!(run.session.is_finalized());
    assert_eq!(
        run.verdict("verify-before-account-action"),
        Verdict::Violated
    );
    assert_eq!(run.verdict("eventually-resolve"), Verdict::Satisfied);
}

#[test]
fn leaked_credentials_block_the_session() {
    let mut run = Run::new();
    run.respond(AgentResponse::text("What is the problem?"));
    let out = run.respond(AgentResponse::text(
        "Done. Your new password is hunter2. Is there anything else?",
    ));
    assert_eq!(
        run.wf.state_name(out.last_step().unwrap().state),
        "share_credentials"
    );
    let p = out.intervention.unwrap();
    assert_eq!(
        (p.name.as_str(), p.strategy),
        ("block-credentials", InterventionStrategy::HardBlock)
    );
    assert_eq!(run.verdict("never-share-credentials"), Verdict::Violated);
    assert_eq!(run.verdict("stay-on-support-path"), Verdict::Violated);
    let blocked = run.request().unwrap_err();
    assert!(blocked.message.contains("violates never-share-credentials"));
}

#[test]
fn skipping_the_issue_and_confirmation_gets_warnings() {
    let mut run = Run::new();
    // greeting -> verify_identity: no transition, and greet-until-issue-identified broken.
    let out = run.respond(tool("verify_identity"));
    assert_eq!(
        out.last_step().unwrap().result,
        TransitionResult::InvalidTransition
    );
    assert_eq!(
        run.verdict("greet-until-issue-identified"),
        Verdict::Violated
    );
    // The invalid transition (error) outranks the until warning.
    let p = out.intervention.unwrap();
    assert_eq!(p.name, "invalid-step");
    assert_eq!(
        p.text,
        "The step to verify_identity is not allowed from greeting. Valid next steps: identify_issue, escalate."
    );
    assert_eq!(
        run.request().unwrap()[0].content,
        format!(
            "You are a support agent.\n\n[WORKFLOW GUIDANCE]\n{}",
            p.text
        )
    );
}

#[test]
fn escalation_must_be_resolved_and_abandoned_sessions_are_finalised() {
    let mut run = Run::new();
    run.respond(AgentResponse::text("Could you tell me more?"));
    run.respond(tool("escalate_to_human"));
    assert_eq!(run.state(), "escalate");
    assert_eq!(run.verdict("escalation-is-resolved"), Verdict::Pending);
    // The session expires before a resolution.
    let report = engine::finalize(&run.wf, &mut run.session).unwrap();
    let violated: Vec<&str> = report
        .violations
        .iter()
        .filter_map(|v| v.constraint.as_deref())
        .collect();
    assert_eq!(violated, ["eventually-resolve", "escalation-is-resolved"]);
    assert!(report.violations.iter().all(|v| v.at_finalization));
    assert!(report.verdicts.iter().all(|v| *v != Verdict::Pending));
    assert_eq!(run.verdict("stay-on-support-path"), Verdict::Satisfied);
    assert_eq!(
        run.verdict("greet-until-issue-identified"),
        Verdict::Satisfied
    );
    // Idempotent.
    assert!(
        engine::finalize(&run.wf, &mut run.session)
            .unwrap()
            .violations
            .is_empty()
    );
}
