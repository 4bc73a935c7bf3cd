//! The Lisp DSL: seed 001's example compiles to a golden structure, typical mistakes
//! name their line and column, programs and YAML fields combine by the documented rule,
//! and no input — random or almost right — makes the reader or compiler panic or hang.

#![allow(clippy::unwrap_used)] // test code: a panic is the failure report

use std::time::{Duration, Instant};

use argus_crds::{
    ActorSpec, MAX_PROGRAM_BYTES, MAX_PROGRAM_DEPTH, ToolRuntime, compile_program, merge_program,
    validate_actor,
};
use proptest::prelude::*;

/// Seed 001's example, verbatim.
const SEED_001: &str = include_str!("../fixtures/program/seed-001.lisp");
/// What it compiles to (pretty JSON, keys sorted).
const SEED_001_COMPILED: &str = include_str!("../fixtures/program/seed-001.compiled.json");

fn pretty_sorted(v: &impl serde::Serialize) -> String {
    // serde_json::Value sorts keys unless preserve_order is on; re-sorting makes sure.
    fn sort(v: serde_json::Value) -> serde_json::Value {
        match v {
            serde_json::Value::Object(m) => {
                let mut e: Vec<_> = m.into_iter().collect();
                e.sort_by(|a, b| a.0.cmp(&b.0));
                serde_json::Value::Object(e.into_iter().map(|(k, v)| (k, sort(v))).collect())
            }
            serde_json::Value::Array(a) => {
                serde_json::Value::Array(a.into_iter().map(sort).collect())
            }
            o => o,
        }
    }
    serde_json::to_string_pretty(&sort(serde_json::to_value(v).unwrap())).unwrap() + "\n"
}

fn spec(yaml: &str) -> ActorSpec {
    serde_saphyr::from_str(yaml).unwrap()
}

#[test]
fn seed_001_compiles_to_the_golden_structure() {
    let compiled = compile_program(SEED_001).unwrap_or_else(|e| panic!("{e:?}"));
    let actual = pretty_sorted(&compiled);
    if std::env::var_os("ARGUS_UPDATE_GOLDEN").is_some() {
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tests/fixtures/program/seed-001.compiled.json"
        );
        std::fs::write(path, &actual).unwrap();
    }
    pretty_assertions::assert_eq!(SEED_001_COMPILED, actual);

    assert_eq!(compiled.actor, "dev-buddy");
    assert_eq!(compiled.role.as_deref(), Some("code-reviewer"));
    let review = &compiled.talents[0].behaviors[0];
    assert_eq!(review.goal.as_deref(), Some("Review diff for {input.repo}"));
    assert_eq!(review.tools, ["git.diff", "code.review"]);
    assert!(
        compiled
            .tools
            .iter()
            .all(|t| t.runtime == ToolRuntime::Local)
    );
}

const PEERS_AND_SOURCES: &str = include_str!("../fixtures/program/peers-and-sources.lisp");
const PEERS_AND_SOURCES_COMPILED: &str =
    include_str!("../fixtures/program/peers-and-sources.compiled.json");

#[test]
fn peers_and_every_kind_of_source_compile_to_the_golden_structure() {
    let compiled = compile_program(PEERS_AND_SOURCES).unwrap_or_else(|e| panic!("{e:?}"));
    let actual = pretty_sorted(&compiled);
    if std::env::var_os("ARGUS_UPDATE_GOLDEN").is_some() {
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tests/fixtures/program/peers-and-sources.compiled.json"
        );
        std::fs::write(path, &actual).unwrap();
    }
    pretty_assertions::assert_eq!(PEERS_AND_SOURCES_COMPILED, actual);
    assert_eq!(compiled.peers, ["billing", "shipping"]);
    // The same structure as the YAML fields: an Actor with these sources validates.
    let merged = merge_program(&spec(&format!(
        "role: triage-agent\ntier: READ_ONLY\nprogram: |\n{}",
        PEERS_AND_SOURCES
            .lines()
            .map(|l| format!("  {l}"))
            .collect::<Vec<_>>()
            .join("\n")
    )))
    .unwrap_or_else(|e| panic!("{e:?}"));
    assert_eq!(merged.spec.peers, ["billing", "shipping"]);
    let yaml: ActorSpec = spec(
        "role: triage-agent\ntier: READ_ONLY\npeers: [billing, shipping]\ncontextSources:\n- {id: history}\n- {id: billing-notes, kind: peer, actor: billing, label: Billing}\n- {id: kb, kind: configMap, configMap: support-kb}\n- {id: mail, kind: inbox}\n",
    );
    assert_eq!(merged.spec.context_sources, yaml.context_sources);
}

#[test]
fn peer_and_source_mistakes_name_their_line_and_column() {
    let (l, c, m) = first_error("(actor \"a\"\n  (context (source \"p\" :kind :peer)))");
    assert_eq!((l, c), (2, 12), "{m}");
    assert!(m.contains("the :actor of a :peer source is missing"), "{m}");

    let (l, c, m) = first_error("(actor \"a\"\n  (context (source \"p\" :kind :mailbox)))");
    assert_eq!((l, c), (2, 30), "{m}");
    assert!(
        m.contains(
            "unknown source kind :mailbox; expected :sessions, :peer, :config-map or :inbox"
        ),
        "{m}"
    );

    let (l, c, m) =
        first_error("(actor \"a\"\n  (context (source \"m\" :kind :inbox :actor \"b\")))");
    assert_eq!((l, c), (2, 44), "{m}");
    assert!(
        m.contains(":actor belongs to a source of :kind :peer only"),
        "{m}"
    );

    let (l, c, m) = first_error("(actor \"a\"\n  (context (source \"k\" :kind :config-map)))");
    assert_eq!((l, c), (2, 12), "{m}");
    assert!(
        m.contains("the :config-map of a :config-map source is missing"),
        "{m}"
    );

    let (l, c, m) = first_error("(actor \"a\"\n  (peers \"b\"\n         b))");
    assert_eq!((l, c), (3, 10), "{m}");
    assert!(
        m.contains("peer \"b\" is named twice (first at line 2, column 10)"),
        "{m}"
    );

    let (l, c, m) = first_error("(actor \"a\" (peers :b))");
    assert_eq!((l, c), (1, 19), "{m}");
    assert!(m.contains("a peer is an actor's name"), "{m}");

    let (_, _, m) = first_error("(actor \"a\" (peers))");
    assert!(m.contains("(peers …) names at least one actor"), "{m}");

    // A peer named by the program and by spec.peers: defined in one place only.
    let errors = merge_program(&spec(
        "role: r\ntier: READ_ONLY\npeers: [billing]\nprogram: |\n  (actor \"a\"\n    (peers billing))\n",
    ))
    .expect_err("a peer in both places");
    assert_eq!((errors[0].line, errors[0].column), (2, 10));
    assert!(
        errors[0]
            .message
            .contains("peer \"billing\" is also in spec.peers"),
        "{}",
        errors[0].message
    );
}

#[test]
fn the_digest_follows_meaning_not_layout() {
    let digest = compile_program(SEED_001).unwrap().digest();
    assert!(
        digest.starts_with("sha256:") && digest.len() == 7 + 64,
        "{digest}"
    );

    let relaid = SEED_001
        .replace("\n      ", " ; a comment\n\n        ")
        .replace("{:repo", "{ :repo");
    assert_eq!(compile_program(&relaid).unwrap().digest(), digest);

    let changed = SEED_001.replace(":passive", ":persistent");
    assert_ne!(compile_program(&changed).unwrap().digest(), digest);
}

/// Compiles `text` and returns the first error's line, column and message.
fn first_error(text: &str) -> (usize, usize, String) {
    let errors = compile_program(text).expect_err("should not compile");
    let e = &errors[0];
    (e.line, e.column, e.message.clone())
}

#[test]
fn typical_mistakes_name_their_line_and_column() {
    // Unclosed paren: the position of the paren that is never closed.
    let (l, c, m) = first_error("(actor \"a\"\n  (role \"r\")\n  (talent \"t\"\n");
    assert_eq!((l, c), (3, 3), "{m}");
    assert!(m.contains("'(' is never closed"), "{m}");

    // Unknown form.
    let (l, c, m) = first_error("(actor \"a\"\n  (role \"r\")\n  (colour \"red\"))");
    assert_eq!((l, c), (3, 3), "{m}");
    assert!(m.contains("unknown form (colour …) in the actor"), "{m}");

    // Wrong mode keyword: points at the keyword.
    let (l, c, m) = first_error("(actor \"a\"\n  (talent \"t\"\n    (behavior \"b\" :activ)))");
    assert_eq!((l, c), (3, 19), "{m}");
    assert!(
        m.contains(
            "unknown mode :activ of behavior \"b\"; expected :active, :passive or :persistent"
        ),
        "{m}"
    );

    // A mode that is not a keyword at all.
    let (l, c, m) = first_error("(actor \"a\" (talent \"t\" (behavior \"b\" (goal \"g\"))))");
    assert_eq!((l, c), (1, 38), "{m}");
    assert!(m.contains("needs a mode"), "{m}");

    // Duplicate tool: points at the second declaration and names the first.
    let (l, c, m) = first_error(
        "(actor \"a\"\n  (tool \"git.diff\")\n  (tool \"git.diff\" :description \"again\"))",
    );
    assert_eq!((l, c), (3, 3), "{m}");
    assert!(
        m.contains("duplicate tool \"git.diff\" (first declared at line 2, column 3)"),
        "{m}"
    );

    // A name the plan does not bind.
    let (l, c, m) = first_error(
        "(actor \"a\" (talent \"t\" (behavior \"b\" :active\n  (plan (input) (tool \"x\" :args {:q (get inptu \"q\")})))))",
    );
    assert_eq!((l, c), (2, 42), "{m}");
    assert!(
        m.contains("unknown name inptu (parameters here: input"),
        "{m}"
    );

    // A call with an argument the declared tool does not have.
    let (l, c, m) = first_error(
        "(actor \"a\" (tool \"x\" :args {:q :string})\n (talent \"t\" (behavior \"b\" :active (plan () (tool \"x\" :args {:z 1})))))",
    );
    assert_eq!((l, c), (2, 45), "{m}");
    assert!(
        m.contains("tool \"x\" has no argument \"z\" (its arguments: q)"),
        "{m}"
    );

    // Unknown option, duplicate talent, two actors, an empty program.
    let (l, c, m) = first_error("(actor \"a\" (tool \"x\" :colour \"red\"))");
    assert_eq!((l, c), (1, 22), "{m}");
    assert!(m.contains("unknown option :colour of (tool …)"), "{m}");
    let (l, c, m) = first_error("(actor \"a\" (talent \"t\")\n(talent \"t\"))");
    assert_eq!((l, c), (2, 1), "{m}");
    assert!(
        m.contains("duplicate talent \"t\" (first at line 1, column 12)"),
        "{m}"
    );
    let (l, c, m) = first_error("(actor \"a\")\n(actor \"b\")");
    assert_eq!((l, c), (2, 1), "{m}");
    assert!(m.contains("a second one"), "{m}");
    let (l, c, m) = first_error("  ; only a comment\n");
    assert_eq!((l, c), (1, 1), "{m}");
    assert!(m.contains("empty program"), "{m}");
}

#[test]
fn every_error_is_reported_in_one_pass() {
    let errors = compile_program(
        "(actor \"a\"\n (colour 1)\n (role 2)\n (talent \"t\" (behavior \"b\" :nope)))",
    )
    .unwrap_err();
    let at: Vec<(usize, usize)> = errors.iter().map(|e| (e.line, e.column)).collect();
    assert_eq!(at, [(2, 2), (3, 8), (4, 28)], "{errors:?}");
}

#[test]
fn a_program_adds_to_the_yaml_fields() {
    let merged = merge_program(&spec(&format!(
        "tier: READ_ONLY\ngoals: [\"Be kind.\"]\nprogram: {:?}\n",
        SEED_001
    )))
    .unwrap();
    assert_eq!(merged.spec.role, "code-reviewer");
    assert_eq!(merged.spec.goals, ["Be kind."]);
    assert_eq!(merged.spec.talents.len(), 2);
    assert_eq!(merged.spec.tools.len(), 3);
    assert_eq!(merged.spec.context_sources.len(), 3);
    assert!(merged.spec.program.is_none(), "the sidecar gets no Lisp");
    assert_eq!(
        merged.digest(),
        Some(compile_program(SEED_001).unwrap().digest())
    );
    assert!(validate_actor(&merged.spec).is_empty());
}

#[test]
fn the_role_may_be_in_both_places_only_when_they_agree() {
    let program = "(actor \"a\"\n  (role \"reviewer\"))";
    let agree = spec(&format!(
        "role: reviewer\ntier: READ_ONLY\nprogram: {program:?}"
    ));
    assert_eq!(merge_program(&agree).unwrap().spec.role, "reviewer");

    let differ = spec(&format!(
        "role: writer\ntier: READ_ONLY\nprogram: {program:?}"
    ));
    let errors = merge_program(&differ).unwrap_err();
    assert_eq!((errors[0].line, errors[0].column), (2, 3));
    assert!(
        errors[0]
            .message
            .contains("role \"reviewer\" conflicts with spec.role \"writer\""),
        "{errors:?}"
    );
}

#[test]
fn a_tool_talent_or_source_is_defined_in_one_place() {
    let yaml = |program: &str| {
        spec(&format!(
            "role: r\ntier: MODIFY\ntools:\n- name: lookup\n  runtime: local\n  parameters: {{type: object, properties: {{id: {{type: string}}}}, required: [id]}}\ntalents:\n- name: support\ncontextSources:\n- id: docs\nprogram: {program:?}"
        ))
    };
    let errors = merge_program(&yaml("(actor \"a\"\n (tool \"lookup\"))")).unwrap_err();
    assert_eq!((errors[0].line, errors[0].column), (2, 2));
    assert!(
        errors[0]
            .message
            .contains("duplicate tool \"lookup\": it is also declared in spec.tools"),
        "{errors:?}"
    );

    let errors = merge_program(&yaml("(actor \"a\" (talent \"support\"))")).unwrap_err();
    assert!(
        errors[0]
            .message
            .contains("talent \"support\" is also in spec.talents"),
        "{errors:?}"
    );

    let errors = merge_program(&yaml("(actor \"a\" (context (source \"docs\")))")).unwrap_err();
    assert!(
        errors[0]
            .message
            .contains("context source \"docs\" is also in spec.contextSources"),
        "{errors:?}"
    );

    // A plan may call a YAML tool: the YAML declaration is used and the call checked against it.
    let calls = "(actor \"a\" (talent \"t\" (behavior \"b\" :active (plan (input) (tool \"lookup\" :args {:id (get input \"id\")})))))";
    let merged = merge_program(&yaml(calls)).unwrap();
    assert_eq!(merged.spec.tools.len(), 1);
    assert_eq!(merged.spec.talents[1].behaviors[0].tools, ["lookup"]);
    assert!(validate_actor(&merged.spec).is_empty());
    let wrong = calls.replace("{:id", "{:order");
    let errors = merge_program(&yaml(&wrong)).unwrap_err();
    assert!(
        errors[0].message.contains(
            "tool \"lookup\" has no argument \"order\" (its arguments: id) (in spec.tools)"
        ),
        "{errors:?}"
    );

    // A behavior's (tools …) may name YAML tools, but not tools declared nowhere.
    let refs =
        "(actor \"a\" (talent \"t\" (behavior \"b\" :active (tools \"lookup\" \"refund\"))))";
    let errors = merge_program(&yaml(refs)).unwrap_err();
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert!(
        errors[0].message.contains("unknown tool \"refund\""),
        "{errors:?}"
    );
}

#[test]
fn validation_reports_program_errors_at_spec_program_with_the_position() {
    let s = spec(
        "tier: READ_ONLY\nprogram: \"(actor \\\"a\\\"\\n  (role \\\"r\\\")\\n  (behaviour))\"",
    );
    let problems = validate_actor(&s);
    assert_eq!(problems.len(), 1, "{problems:?}");
    assert_eq!(problems[0].path, "spec.program");
    assert!(
        problems[0]
            .message
            .starts_with("line 3, column 3: unknown form (behaviour …)"),
        "{}",
        problems[0]
    );

    let no_role = spec("tier: READ_ONLY\nprogram: '(actor \"a\")'");
    let problems = validate_actor(&no_role);
    assert_eq!(problems[0].path, "spec.role");
}

#[test]
fn declared_tools_carry_their_argument_schema() {
    let compiled = compile_program(
        "(actor \"a\" (tool \"git.diff\" :description \"Diff a repo\" :runtime :mcp :endpoint \"git\"\n  :args {:repo :string :depth {:type :integer :description \"lines of context\"}} :required [\"repo\"]))",
    )
    .unwrap();
    let t = &compiled.tools[0];
    assert_eq!(t.runtime, ToolRuntime::Mcp);
    assert_eq!(t.endpoint.as_deref(), Some("git"));
    assert_eq!(
        t.parameters.as_ref().unwrap(),
        &serde_json::json!({
            "type": "object",
            "properties": {
                "repo": {"type": "string"},
                "depth": {"type": "integer", "description": "lines of context"}
            },
            "required": ["repo"],
            "additionalProperties": false
        })
    );
    let (l, c, m) = first_error("(actor \"a\" (tool \"h\" :runtime :http))");
    assert_eq!((l, c), (1, 12), "{m}");
    assert!(m.contains("needs an :endpoint"), "{m}");
}

#[test]
fn oversized_and_deep_programs_get_named_errors_quickly() {
    let start = Instant::now();
    let deep = format!("(actor \"a\" {}{})", "(".repeat(10_000), ")".repeat(10_000));
    let (_, _, m) = first_error(&deep);
    assert!(
        m.contains(&format!("nesting deeper than {MAX_PROGRAM_DEPTH} levels")),
        "{m}"
    );

    let big = format!("(actor \"a\" (goal \"{}\"))", "x".repeat(MAX_PROGRAM_BYTES));
    let (l, c, m) = first_error(&big);
    assert_eq!((l, c), (1, 1));
    assert!(m.contains("more than the 65536 allowed"), "{m}");

    // The largest allowed program, full of forms, compiles in well under a second.
    let mut many = String::from("(actor \"a\"\n");
    let mut i = 0;
    while many.len() < MAX_PROGRAM_BYTES - 200 {
        many.push_str(&format!(" (context (source \"s{i}\" :label \"x\"))\n"));
        i += 1;
    }
    many.push(')');
    let errors = merge_program(&spec(&format!(
        "role: r\ntier: READ_ONLY\nprogram: {many:?}"
    )))
    .unwrap_err();
    assert!(
        errors[0].message.contains("more than the 32 allowed"),
        "{errors:?}"
    );
    // Generous: each of these takes milliseconds; a loaded CI machine must still pass.
    assert!(
        start.elapsed() < Duration::from_secs(20),
        "{:?}",
        start.elapsed()
    );
}

/// Tokens of near-valid programs: the seed's own vocabulary and punctuation.
fn token() -> impl Strategy<Value = String> {
    prop_oneof![
        Just("(".to_string()),
        Just(")".to_string()),
        Just("{".to_string()),
        Just("}".to_string()),
        Just("[".to_string()),
        Just("]".to_string()),
        Just("\"".to_string()),
        Just(";".to_string()),
        Just("\n".to_string()),
        prop::sample::select(vec![
            "actor",
            "role",
            "context",
            "source",
            "talent",
            "behavior",
            "goal",
            "plan",
            "tool",
            "tools",
            "sequence",
            "message",
            "get",
            "concat",
            "input",
            "ctx",
            "$prev",
            ":active",
            ":passive",
            ":persistent",
            ":args",
            ":content",
            ":runtime",
            ":mcp",
            ":endpoint",
            ":required",
            ":label",
            ":selector",
            "peers",
            ":kind",
            ":peer",
            ":inbox",
            ":config-map",
            ":actor",
            "\"x\"",
            "\"git.diff\"",
            "1",
            "true",
            "nil",
        ])
        .prop_map(str::to_string),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 512, ..ProptestConfig::default() })]

    #[test]
    fn arbitrary_text_never_panics(s in "\\PC{0,300}") {
        let _ = compile_program(&s);
    }

    #[test]
    fn near_valid_token_soup_never_panics(tokens in prop::collection::vec(token(), 0..120)) {
        let text = tokens.join(" ");
        let _ = compile_program(&text);
        let _ = merge_program(&ActorSpec {
            program: Some(text),
            ..spec("role: r\ntier: READ_ONLY")
        });
    }

    #[test]
    fn the_seed_with_one_edit_never_panics(at in 0usize..SEED_001.len(), cut in 0usize..8, insert in token()) {
        let mut text = SEED_001.to_string();
        let at = (0..=at).rev().find(|i| text.is_char_boundary(*i)).unwrap_or(0);
        let end = (at + cut).min(text.len());
        let end = (end..=text.len()).find(|i| text.is_char_boundary(*i)).unwrap_or(text.len());
        text.replace_range(at..end, &insert);
        match compile_program(&text) {
            Ok(p) => { let _ = p.digest(); }
            Err(errors) => {
                prop_assert!(!errors.is_empty());
                let lines = text.lines().count().max(1);
                for e in errors {
                    prop_assert!(e.line >= 1 && e.line <= lines + 1, "{e} in {lines} lines");
                    prop_assert!(e.column >= 1);
                }
            }
        }
    }

    #[test]
    fn deep_nesting_of_any_bracket_is_bounded(depth in 0usize..400, kinds in prop::collection::vec(0usize..3, 1..4)) {
        let open: String = (0..depth).map(|i| ["(", "[", "{"][kinds[i % kinds.len()]]).collect();
        let _ = compile_program(&format!("(actor \"a\" (goal {open}"));
    }
}

/// A valid program built from the grammar: talents with behaviors whose plans call tools,
/// some of them declared, with arguments of several kinds.
fn valid_program() -> impl Strategy<Value = String> {
    let name = "[a-z][a-z0-9-]{0,10}";
    let tool = prop::sample::select(vec![
        "git.diff",
        "code.review",
        "doc.write",
        "search",
        "notify",
    ]);
    let arg = (
        "[a-z][a-z_]{0,6}",
        prop::sample::select(vec![
            "(get input \"repo\")",
            "\"text\"",
            "42",
            "true",
            "$prev",
            "(concat \"a\" (get input \"b\"))",
            "{:nested [1 2]}",
        ]),
    );
    let call = (tool, prop::collection::vec(arg, 0..3)).prop_map(|(t, args)| {
        let mut seen = Vec::new();
        let args: Vec<String> = args
            .into_iter()
            .filter(|(k, _)| {
                let fresh = !seen.contains(k);
                seen.push(k.clone());
                fresh
            })
            .map(|(k, v)| format!(":{k} {v}"))
            .collect();
        format!("(tool \"{t}\" :args {{{}}})", args.join(" "))
    });
    let mode = prop::sample::select(vec![":active", ":passive", ":persistent"]);
    let behavior = (name, mode, prop::collection::vec(call, 0..4)).prop_map(|(n, m, calls)| {
        format!(
            "(behavior \"{n}\" {m} (goal (input) (concat \"Do \" (get input \"x\"))) (plan (input ctx) (sequence {} (message \"assistant\" :content \"done\"))))",
            calls.join(" ")
        )
    });
    let talent = (name, prop::collection::vec(behavior, 0..3)).prop_map(|(n, bs)| {
        // Behavior names must be unique within a talent: suffix them with their index.
        let bs: Vec<String> = bs
            .iter()
            .enumerate()
            .map(|(i, b)| b.replacen("\" :", &format!("-{i}\" :"), 1))
            .collect();
        (n, bs.join("\n    "))
    });
    (
        prop::collection::vec(talent, 0..4),
        prop::collection::vec(name, 0..3),
        any::<bool>(),
    )
        .prop_map(|(talents, sources, declare)| {
            let mut text = String::from("(actor \"fuzz\"\n  (role \"fuzzer\")\n");
            if !sources.is_empty() {
                let s: Vec<String> = sources
                    .iter()
                    .enumerate()
                    .map(|(i, s)| format!("(source \"{s}-{i}\" :label \"L\")"))
                    .collect();
                text.push_str(&format!("  (context {})\n", s.join(" ")));
            }
            if declare {
                text.push_str("  (tool \"notify\" :description \"Tell someone\" :runtime :http :endpoint \"https://n.example\")\n");
            }
            for (i, (n, body)) in talents.iter().enumerate() {
                text.push_str(&format!("  (talent \"{n}-{i}\"\n    {body})\n"));
            }
            text.push(')');
            text
        })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    /// Whatever compiles yields an Actor the validator (and so the sidecar) accepts, and
    /// its digest does not depend on layout.
    #[test]
    fn valid_programs_compile_to_valid_actors(text in valid_program()) {
        let s = ActorSpec { program: Some(text.clone()), ..spec("tier: WRITE_LIMITED") };
        match merge_program(&s) {
            Ok(merged) => {
                let problems = validate_actor(&merged.spec);
                prop_assert!(problems.is_empty(), "{problems:?}\n{text}");
                // No string of the generator holds a paren: this changes layout only.
                let relaid = text.replace(" (", " ; comment\n   (");
                prop_assert_eq!(compile_program(&relaid).map(|p| p.digest()).ok(), merged.digest());
            }
            Err(errors) => {
                // The only way the generator goes wrong: a declared tool called with
                // arguments it does not list.
                prop_assert!(
                    errors.iter().all(|e| e.message.contains("has no argument")),
                    "{errors:?}\n{text}"
                );
            }
        }
    }
}
