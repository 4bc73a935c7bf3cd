//! The compiler: one `(actor …)` form becomes the structure the YAML fields describe —
//! role, system prompt, goals, context sources, talents with behaviors and modes, tools
//! with a JSON Schema of their arguments. Every item remembers where it was written, so
//! a conflict with the YAML fields (see `merge`) can point at the program's line.
//!
//! The grammar (seed 001's, made exact):
//!
//! ```text
//! (actor "name" FORM…)
//!   (role "r")  (system-prompt "text")  (goal "text")
//!   (peers PEER…)                                   PEER = "actor" | actor
//!   (context (source "id" [:kind :sessions|:peer|:config-map|:inbox]
//!                 [:actor "peer"] [:config-map "name"] [:label "L"]
//!                 [:selector {:key "value"}])…)      :peer needs :actor, :config-map needs :config-map
//!   (tool "name" [:description "d"] [:runtime :local|:mcp|:http] [:endpoint "e"]
//!                [:args {:arg TYPE…}] [:required ["arg"…]])       TYPE = :string | :number
//!                | :integer | :boolean | :object | :array | {:type TYPE :description "d"}
//!   (talent "name" (behavior "name" :active|:passive|:persistent
//!                    [(goal "text")] [(goal (PARAM…) EXPR)]
//!                    [(plan (PARAM…) ACTION…)] [(tools "tool"…)])…)
//! ACTION = (tool "name" [:args {:arg EXPR…}]) | (message "assistant|user|system"
//!          :content EXPR [:target "peer"]) | (sequence ACTION…)
//! EXPR   = "text" | number | true | false | nil | PARAM | $prev | {…} | […]
//!        | (get EXPR "key") | (concat EXPR…)
//! ```

use std::collections::BTreeMap;

use serde::Serialize;

use super::plan::CallArgs;
use super::reader::{Node, Pos, ProgramError, SExpr, parse};
use crate::actor::{
    BehaviorMode, BehaviorSpec, ContextSource, ContextSourceKind, TalentSpec, ToolSpec,
};

/// Longest talent, behavior and context source names (as in the CRD schema).
const MAX_NAME: usize = 63;
/// Longest tool name and role (as in the CRD schema).
const MAX_TOOL_NAME: usize = 128;
/// Longest goal (as in the CRD schema).
const MAX_GOAL: usize = 1024;

/// A compiled program: the Actor fields it defines. Serialised (camelCase, keys sorted)
/// it is the canonical form whose SHA-256 the operator reports as the program digest.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct CompiledProgram {
    /// The name in `(actor "name" …)`.
    pub actor: String,
    /// `(role …)`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub role: Option<String>,
    /// `(system-prompt …)`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub system_prompt: Option<String>,
    /// `(goal …)` forms of the actor, in order.
    pub goals: Vec<String>,
    /// `(context (source …)…)`.
    pub context_sources: Vec<ContextSource>,
    /// `(peers …)`: the actors this one may message.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub peers: Vec<String>,
    /// `(talent …)` forms with their behaviors.
    pub talents: Vec<TalentSpec>,
    /// Declared tools, then tools only called in plans (runtime `local`, arguments
    /// inferred from the calls).
    pub tools: Vec<ToolSpec>,
    /// Where each item was written; not part of the canonical form.
    #[serde(skip)]
    pub origins: Origins,
}

/// Where the items of a compiled program were written.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Origins {
    /// The `(actor …)` form.
    pub actor: Pos,
    /// `(role …)`.
    pub role: Option<Pos>,
    /// `(system-prompt …)`.
    pub system_prompt: Option<Pos>,
    /// Context sources by id.
    pub sources: BTreeMap<String, Pos>,
    /// Peers by name.
    pub peers: BTreeMap<String, Pos>,
    /// Talents by name.
    pub talents: BTreeMap<String, Pos>,
    /// Tools declared with a top-level `(tool …)` form.
    pub declared_tools: BTreeMap<String, Pos>,
    /// Tools only called in plans (first call).
    pub implicit_tools: BTreeMap<String, Pos>,
    /// Every tool call in a plan.
    pub calls: Vec<ToolCall>,
    /// Names in `(tools …)` of a behavior that the program itself does not define.
    pub tool_refs: Vec<(String, Pos)>,
}

/// One `(tool …)` action in a plan.
#[derive(Clone, Debug, PartialEq)]
pub struct ToolCall {
    /// The tool called.
    pub tool: String,
    /// Its argument names.
    pub args: Vec<String>,
    /// Where the call is.
    pub pos: Pos,
}

/// Compiles `text`; every problem found, each with its line and column.
pub fn compile(text: &str) -> Result<CompiledProgram, Vec<ProgramError>> {
    let forms = parse(text).map_err(|e| vec![e])?;
    let mut c = Compiler::default();
    let mut actor: Option<&Node> = None;
    for form in &forms {
        match head(form) {
            Some(("actor", _)) if actor.is_none() => actor = Some(form),
            Some(("actor", _)) => c.error(
                form.pos,
                "a program holds one (actor …) form; this is a second one",
            ),
            _ => c.error(
                form.pos,
                format!(
                    "unknown form {}; a program is one (actor \"name\" …) form",
                    describe(form)
                ),
            ),
        }
    }
    match actor {
        Some(form) => c.actor(form),
        None if c.errors.is_empty() => c.error(
            Pos { line: 1, column: 1 },
            "empty program: expected one (actor \"name\" …) form",
        ),
        None => {}
    }
    if c.errors.is_empty() {
        c.finish_tools();
    }
    if c.errors.is_empty() {
        Ok(c.out)
    } else {
        Err(c.errors)
    }
}

#[derive(Default)]
pub(super) struct Compiler {
    pub(super) out: CompiledProgram,
    pub(super) errors: Vec<ProgramError>,
    /// Calls of each tool, in the order first called.
    pub(super) call_args: Vec<(String, Vec<CallArgs>)>,
}

/// `(sym args…)`: the head symbol and the arguments.
pub(super) fn head(node: &Node) -> Option<(&str, &[Node])> {
    match &node.expr {
        SExpr::List(items) => match items.split_first() {
            Some((
                Node {
                    expr: SExpr::Symbol(s),
                    ..
                },
                rest,
            )) => Some((s.as_str(), rest)),
            _ => None,
        },
        _ => None,
    }
}

/// A short description of a node for error messages.
pub(super) fn describe(node: &Node) -> String {
    match &node.expr {
        SExpr::Symbol(s) => s.clone(),
        SExpr::String(s) if s.chars().count() > 24 => {
            format!("\"{}…\"", s.chars().take(24).collect::<String>())
        }
        SExpr::String(s) => format!("{s:?}"),
        SExpr::List(_) => match head(node) {
            Some((h, _)) => format!("({h} …)"),
            None => "( … )".to_string(),
        },
        SExpr::Vector(_) => "[ … ]".to_string(),
        SExpr::Map(_) => "{ … }".to_string(),
    }
}

/// The options of a form: positional arguments and `:key value` pairs.
pub(super) struct Options<'a> {
    pub(super) positional: Vec<&'a Node>,
    named: BTreeMap<&'a str, &'a Node>,
}

impl Options<'_> {
    pub(super) fn get(&self, key: &str) -> Option<&Node> {
        self.named.get(key).copied()
    }
}

impl Compiler {
    pub(super) fn error(&mut self, pos: Pos, message: impl Into<String>) {
        self.errors.push(ProgramError::at(pos, message));
    }

    /// Splits `items` into positional arguments and `:key value` options, refusing keys
    /// not in `allowed`.
    pub(super) fn options<'a>(
        &mut self,
        form: &str,
        items: &'a [Node],
        allowed: &[&str],
    ) -> Option<Options<'a>> {
        let mut out = Options {
            positional: Vec::new(),
            named: BTreeMap::new(),
        };
        let mut ok = true;
        let mut it = items.iter();
        while let Some(node) = it.next() {
            match &node.expr {
                SExpr::Symbol(s) if s.starts_with(':') => {
                    let key = &s[1..];
                    if !allowed.contains(&key) {
                        let expected = if allowed.is_empty() {
                            "it takes none".to_string()
                        } else {
                            format!(
                                "expected {}",
                                allowed
                                    .iter()
                                    .map(|a| format!(":{a}"))
                                    .collect::<Vec<_>>()
                                    .join(", ")
                            )
                        };
                        self.error(
                            node.pos,
                            format!("unknown option {s} of ({form} …); {expected}"),
                        );
                        ok = false;
                        it.next();
                        continue;
                    }
                    let Some(value) = it.next() else {
                        self.error(node.pos, format!("option {s} needs a value"));
                        ok = false;
                        continue;
                    };
                    if out.named.insert(key, value).is_some() {
                        self.error(node.pos, format!("option {s} is given twice"));
                        ok = false;
                    }
                }
                _ => out.positional.push(node),
            }
        }
        ok.then_some(out)
    }

    /// A string literal, or an error naming what was expected.
    pub(super) fn string(&mut self, node: Option<&Node>, at: Pos, what: &str) -> Option<String> {
        match node.map(|n| &n.expr) {
            Some(SExpr::String(s)) => Some(s.clone()),
            Some(_) => {
                let node = node?;
                self.error(
                    node.pos,
                    format!("{what} must be a \"string\", not {}", describe(node)),
                );
                None
            }
            None => {
                self.error(at, format!("{what} is missing"));
                None
            }
        }
    }

    /// A name: a non-empty string of at most `max` characters.
    pub(super) fn name(
        &mut self,
        node: Option<&Node>,
        at: Pos,
        what: &str,
        max: usize,
    ) -> Option<String> {
        let s = self.string(node, at, what)?;
        let pos = node.map_or(at, |n| n.pos);
        if s.trim().is_empty() {
            self.error(pos, format!("{what} must not be empty"));
            return None;
        }
        if s.chars().count() > max {
            self.error(pos, format!("{what} is longer than {max} characters"));
            return None;
        }
        Some(s)
    }

    fn actor(&mut self, form: &Node) {
        let Some((_, args)) = head(form) else { return };
        self.out.origins.actor = form.pos;
        let Some(name) = self.name(args.first(), form.pos, "the actor's name", 253) else {
            return;
        };
        self.out.actor = name;
        for item in &args[1..] {
            let Some((h, rest)) = head(item) else {
                self.error(
                    item.pos,
                    format!(
                        "expected a form like (role …) in the actor, not {}",
                        describe(item)
                    ),
                );
                continue;
            };
            match h {
                "role" => {
                    if let Some(first) = self.out.origins.role {
                        self.error(item.pos, format!("role is set twice (first at {first})"));
                    } else if let Some(r) = self.single(item, rest, "role", MAX_TOOL_NAME) {
                        self.out.role = Some(r);
                        self.out.origins.role = Some(item.pos);
                    }
                }
                "system-prompt" => {
                    if let Some(first) = self.out.origins.system_prompt {
                        self.error(
                            item.pos,
                            format!("system-prompt is set twice (first at {first})"),
                        );
                    } else if let Some(p) = self.single(item, rest, "system-prompt", 65_536) {
                        self.out.system_prompt = Some(p);
                        self.out.origins.system_prompt = Some(item.pos);
                    }
                }
                "goal" => {
                    if let Some(g) = self.single(item, rest, "goal", MAX_GOAL) {
                        self.out.goals.push(g);
                    }
                }
                "context" => self.context(rest),
                "peers" => self.peers(item, rest),
                "tool" => self.declare_tool(item, rest),
                "talent" => self.talent(item, rest),
                other => self.error(
                    item.pos,
                    format!(
                        "unknown form ({other} …) in the actor; expected role, system-prompt, goal, peers, context, tool or talent"
                    ),
                ),
            }
        }
    }

    /// A form with exactly one string argument.
    fn single(&mut self, form: &Node, rest: &[Node], what: &str, max: usize) -> Option<String> {
        if rest.len() > 1 {
            self.error(rest[1].pos, format!("({what} …) takes one \"string\""));
            return None;
        }
        self.name(rest.first(), form.pos, what, max)
    }

    fn context(&mut self, sources: &[Node]) {
        for s in sources {
            let Some(("source", rest)) = head(s) else {
                self.error(
                    s.pos,
                    format!(
                        "expected (source \"id\" …) in (context …), not {}",
                        describe(s)
                    ),
                );
                continue;
            };
            let Some(opts) = self.options(
                "source",
                rest,
                &["kind", "actor", "config-map", "label", "selector"],
            ) else {
                continue;
            };
            if opts.positional.len() > 1 {
                self.error(
                    opts.positional[1].pos,
                    "(source …) takes one id; use :label and :selector for the rest",
                );
                continue;
            }
            let Some(id) = self.name(
                opts.positional.first().copied(),
                s.pos,
                "the source id",
                MAX_NAME,
            ) else {
                continue;
            };
            let Some((kind, actor, config_map)) = self.source_kind(s, &opts) else {
                continue;
            };
            let label = match opts.get("label") {
                Some(n) => match self.string(Some(n), s.pos, ":label") {
                    Some(l) => Some(l),
                    None => continue,
                },
                None => None,
            };
            let mut selector = BTreeMap::new();
            if let Some(n) = opts.get("selector") {
                let SExpr::Map(items) = &n.expr else {
                    self.error(n.pos, ":selector must be a map like {:team \"a\"}");
                    continue;
                };
                for (k, v) in self.pairs(n.pos, items) {
                    if let Some(v) = self.string(Some(v), n.pos, "a selector value") {
                        selector.insert(k, v);
                    }
                }
            }
            if let Some(first) = self.out.origins.sources.get(&id) {
                let first = *first;
                self.error(
                    s.pos,
                    format!("duplicate context source {id:?} (first at {first})"),
                );
                continue;
            }
            self.out.origins.sources.insert(id.clone(), s.pos);
            self.out.context_sources.push(ContextSource {
                id,
                kind,
                actor,
                config_map,
                label,
                selector,
            });
        }
    }

    /// `:kind` of a source with the `:actor` or `:config-map` it needs (and only then).
    fn source_kind(
        &mut self,
        s: &Node,
        opts: &Options<'_>,
    ) -> Option<(ContextSourceKind, Option<String>, Option<String>)> {
        let kind = match opts.get("kind") {
            None => ContextSourceKind::Sessions,
            Some(n) => match &n.expr {
                SExpr::Symbol(k) => match k.as_str() {
                    ":sessions" => ContextSourceKind::Sessions,
                    ":peer" => ContextSourceKind::Peer,
                    ":config-map" | ":configMap" => ContextSourceKind::ConfigMap,
                    ":inbox" => ContextSourceKind::Inbox,
                    other => {
                        self.error(
                            n.pos,
                            format!(
                                "unknown source kind {other}; expected :sessions, :peer, :config-map or :inbox"
                            ),
                        );
                        return None;
                    }
                },
                _ => {
                    self.error(
                        n.pos,
                        format!(
                            ":kind must be :sessions, :peer, :config-map or :inbox, not {}",
                            describe(n)
                        ),
                    );
                    return None;
                }
            },
        };
        let mut named =
            |key: &str, kind: &str, wanted: bool, what: &str| -> Option<Option<String>> {
                match (opts.get(key), wanted) {
                    (Some(n), true) => self.name(Some(n), s.pos, what, 253).map(Some),
                    (None, true) => {
                        self.error(s.pos, format!("{what} is missing"));
                        None
                    }
                    (Some(n), false) => {
                        self.error(
                            n.pos,
                            format!(":{key} belongs to a source of :kind {kind} only"),
                        );
                        None
                    }
                    (None, false) => Some(None),
                }
            };
        let actor = named(
            "actor",
            ":peer",
            kind == ContextSourceKind::Peer,
            "the :actor of a :peer source",
        )?;
        let config_map = named(
            "config-map",
            ":config-map",
            kind == ContextSourceKind::ConfigMap,
            "the :config-map of a :config-map source",
        )?;
        Some((kind, actor, config_map))
    }

    /// `(peers PEER…)`: actor names, as "strings" or bare symbols.
    fn peers(&mut self, form: &Node, rest: &[Node]) {
        if rest.is_empty() {
            self.error(form.pos, "(peers …) names at least one actor");
        }
        for n in rest {
            let name = match &n.expr {
                SExpr::String(p) => p.clone(),
                SExpr::Symbol(p) if !p.starts_with(':') => p.clone(),
                _ => {
                    self.error(
                        n.pos,
                        format!(
                            "a peer is an actor's name (\"billing\" or billing), not {}",
                            describe(n)
                        ),
                    );
                    continue;
                }
            };
            if name.trim().is_empty() || name.chars().count() > 253 {
                self.error(n.pos, "a peer's name has 1 to 253 characters");
                continue;
            }
            if let Some(first) = self.out.origins.peers.get(&name) {
                let first = *first;
                self.error(
                    n.pos,
                    format!("peer {name:?} is named twice (first at {first})"),
                );
                continue;
            }
            self.out.origins.peers.insert(name.clone(), n.pos);
            self.out.peers.push(name);
        }
    }

    /// The `{key value …}` pairs of a map; keys are `:keywords` or strings.
    pub(super) fn pairs<'a>(&mut self, at: Pos, items: &'a [Node]) -> Vec<(String, &'a Node)> {
        if items.len() % 2 == 1 {
            self.error(at, "a map needs a value for every key");
            return Vec::new();
        }
        let mut out: Vec<(String, &Node)> = Vec::new();
        for pair in items.chunks_exact(2) {
            let key = match &pair[0].expr {
                SExpr::Symbol(s) if s.len() > 1 && s.starts_with(':') => s[1..].to_string(),
                SExpr::String(s) if !s.is_empty() => s.clone(),
                _ => {
                    self.error(
                        pair[0].pos,
                        format!(
                            "map keys are :keywords or \"strings\", not {}",
                            describe(&pair[0])
                        ),
                    );
                    continue;
                }
            };
            if out.iter().any(|(k, _)| *k == key) {
                self.error(pair[0].pos, format!("key {key:?} is given twice"));
                continue;
            }
            out.push((key, &pair[1]));
        }
        out
    }

    fn talent(&mut self, form: &Node, rest: &[Node]) {
        let Some(name) = self.name(rest.first(), form.pos, "the talent name", MAX_NAME) else {
            return;
        };
        if let Some(first) = self.out.origins.talents.get(&name) {
            let first = *first;
            self.error(
                form.pos,
                format!("duplicate talent {name:?} (first at {first})"),
            );
            return;
        }
        let mut behaviors: Vec<BehaviorSpec> = Vec::new();
        let mut seen: BTreeMap<String, Pos> = BTreeMap::new();
        for item in &rest[1..] {
            let Some(("behavior", args)) = head(item) else {
                self.error(
                    item.pos,
                    format!(
                        "expected (behavior \"name\" :mode …) in talent {name:?}, not {}",
                        describe(item)
                    ),
                );
                continue;
            };
            if let Some(b) = self.behavior(item, args) {
                if let Some(first) = seen.get(&b.name) {
                    self.error(
                        item.pos,
                        format!(
                            "duplicate behavior {:?} in talent {name:?} (first at {first})",
                            b.name
                        ),
                    );
                    continue;
                }
                seen.insert(b.name.clone(), item.pos);
                behaviors.push(b);
            }
        }
        self.out.origins.talents.insert(name.clone(), form.pos);
        self.out.talents.push(TalentSpec { name, behaviors });
    }

    fn behavior(&mut self, form: &Node, args: &[Node]) -> Option<BehaviorSpec> {
        let name = self.name(args.first(), form.pos, "the behavior name", MAX_NAME)?;
        let mode = match args.get(1).map(|n| (n, &n.expr)) {
            Some((_, SExpr::Symbol(s))) if s == ":active" => BehaviorMode::Active,
            Some((_, SExpr::Symbol(s))) if s == ":passive" => BehaviorMode::Passive,
            Some((_, SExpr::Symbol(s))) if s == ":persistent" => BehaviorMode::Persistent,
            Some((n, SExpr::Symbol(s))) if s.starts_with(':') => {
                self.error(
                    n.pos,
                    format!("unknown mode {s} of behavior {name:?}; expected :active, :passive or :persistent"),
                );
                return None;
            }
            other => {
                self.error(
                    other.map_or(form.pos, |(n, _)| n.pos),
                    format!(
                        "behavior {name:?} needs a mode after its name: :active, :passive or :persistent"
                    ),
                );
                return None;
            }
        };
        let mut behavior = BehaviorSpec {
            name,
            mode,
            goal: None,
            tools: Vec::new(),
        };
        let mut goal_at: Option<Pos> = None;
        let mut plan_at: Option<Pos> = None;
        for item in &args[2..] {
            match head(item) {
                Some(("goal", rest)) => {
                    if let Some(first) = goal_at {
                        self.error(
                            item.pos,
                            format!("goal is set twice (first at {first})"),
                        );
                        continue;
                    }
                    goal_at = Some(item.pos);
                    behavior.goal = self.behavior_goal(item, rest);
                }
                Some(("plan", rest)) => {
                    if let Some(first) = plan_at {
                        self.error(
                            item.pos,
                            format!("plan is set twice (first at {first})"),
                        );
                        continue;
                    }
                    plan_at = Some(item.pos);
                    let Some((params, body)) = self.params(item, rest) else {
                        continue;
                    };
                    for action in body {
                        self.action(action, &params, &mut behavior.tools);
                    }
                }
                Some(("tools", rest)) => {
                    for t in rest {
                        if let Some(name) = self.tool_name(Some(t), item.pos) {
                            self.out.origins.tool_refs.push((name.clone(), t.pos));
                            if !behavior.tools.contains(&name) {
                                behavior.tools.push(name);
                            }
                        }
                    }
                }
                _ => self.error(
                    item.pos,
                    format!(
                        "unknown form {} in behavior {:?}; expected (goal …), (plan …) or (tools …)",
                        describe(item),
                        behavior.name
                    ),
                ),
            }
        }
        Some(behavior)
    }
}
