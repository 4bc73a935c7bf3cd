//! Behaviors' goals and plans: parameter lists, actions (`tool`, `message`,
//! `sequence`) and expressions, checked for unknown names and functions, with the types
//! the compiler can tell (for inferring the arguments of tools a plan only calls).

use serde_json::{Value, json};

use super::compile::{Compiler, ToolCall, describe, head};
use super::reader::{Node, SExpr};

/// Longest goal (as in the CRD schema).
const MAX_GOAL: usize = 1024;

/// The value type of an expression, as far as the compiler can tell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Ty {
    String,
    Number,
    Boolean,
    Null,
    Object,
    Array,
    /// Known only when the plan runs (`input`, `$prev`, `(get …)`).
    Any,
}

impl Ty {
    pub(super) fn schema(self) -> Value {
        match self {
            Ty::String => json!({"type": "string"}),
            Ty::Number => json!({"type": "number"}),
            Ty::Boolean => json!({"type": "boolean"}),
            Ty::Null => json!({"type": "null"}),
            Ty::Object => json!({"type": "object"}),
            Ty::Array => json!({"type": "array"}),
            Ty::Any => json!({}),
        }
    }
}

/// Argument names and types of one call, for inferring an undeclared tool's schema.
pub(super) type CallArgs = Vec<(String, Ty)>;

impl Compiler {
    /// `(goal "text")` or `(goal (PARAM…) EXPR)`: the goal as text, with `{input.key}`
    /// where the plan's input fills it in.
    pub(super) fn behavior_goal(&mut self, form: &Node, rest: &[Node]) -> Option<String> {
        let text = match rest {
            [n] => match &n.expr {
                SExpr::String(s) => s.clone(),
                _ => {
                    self.error(n.pos, "(goal …) takes a \"string\" or (PARAM…) EXPR");
                    return None;
                }
            },
            [_, _] => {
                let (params, body) = self.params(form, rest)?;
                let (_, text) = self.expr(&body[0], &params)?;
                text
            }
            _ => {
                self.error(form.pos, "(goal …) takes a \"string\" or (PARAM…) EXPR");
                return None;
            }
        };
        if text.chars().count() > MAX_GOAL {
            self.error(
                form.pos,
                format!("goal is longer than {MAX_GOAL} characters"),
            );
            return None;
        }
        Some(text)
    }

    /// `(PARAM…) BODY…` of a goal or plan.
    pub(super) fn params<'a>(
        &mut self,
        form: &Node,
        rest: &'a [Node],
    ) -> Option<(Vec<String>, &'a [Node])> {
        let Some((first, body)) = rest.split_first() else {
            self.error(form.pos, "expected a parameter list like (input ctx)");
            return None;
        };
        let SExpr::List(items) = &first.expr else {
            self.error(
                first.pos,
                format!(
                    "expected a parameter list like (input ctx), not {}",
                    describe(first)
                ),
            );
            return None;
        };
        let mut params = Vec::new();
        for p in items {
            match &p.expr {
                SExpr::Symbol(s) if !s.starts_with(':') && !s.starts_with('$') => {
                    params.push(s.clone())
                }
                _ => {
                    self.error(p.pos, format!("{} is not a parameter name", describe(p)));
                    return None;
                }
            }
        }
        Some((params, body))
    }

    pub(super) fn action(&mut self, node: &Node, params: &[String], tools: &mut Vec<String>) {
        match head(node) {
            Some(("sequence", body)) => {
                for a in body {
                    self.action(a, params, tools);
                }
            }
            Some(("tool", rest)) => {
                let Some(opts) = self.options("tool", rest, &["args"]) else {
                    return;
                };
                if opts.positional.len() > 1 {
                    self.error(
                        opts.positional[1].pos,
                        "a tool call takes one name and :args",
                    );
                    return;
                }
                let Some(name) = self.tool_name(opts.positional.first().copied(), node.pos) else {
                    return;
                };
                let mut args: CallArgs = Vec::new();
                if let Some(n) = opts.get("args") {
                    let SExpr::Map(items) = &n.expr else {
                        self.error(
                            n.pos,
                            ":args must be a map like {:repo (get input \"repo\")}",
                        );
                        return;
                    };
                    for (key, value) in self.pairs(n.pos, items) {
                        if let Some((ty, _)) = self.expr(value, params) {
                            args.push((key, ty));
                        }
                    }
                }
                self.out.origins.calls.push(ToolCall {
                    tool: name.clone(),
                    args: args.iter().map(|(k, _)| k.clone()).collect(),
                    pos: node.pos,
                });
                match self.call_args.iter_mut().find(|(t, _)| *t == name) {
                    Some((_, calls)) => calls.push(args),
                    None => {
                        self.out
                            .origins
                            .implicit_tools
                            .insert(name.clone(), node.pos);
                        self.call_args.push((name.clone(), vec![args]));
                    }
                }
                if !tools.contains(&name) {
                    tools.push(name);
                }
            }
            Some(("message", rest)) => {
                let Some(opts) = self.options("message", rest, &["content", "target"]) else {
                    return;
                };
                let role = opts.positional.first().copied();
                match role.map(|n| &n.expr) {
                    Some(SExpr::String(r))
                        if ["assistant", "user", "system"].contains(&r.as_str()) => {}
                    _ => {
                        self.error(
                            role.map_or(node.pos, |n| n.pos),
                            "a message starts with its role: \"assistant\", \"user\" or \"system\"",
                        );
                        return;
                    }
                }
                match opts.get("content") {
                    Some(c) => {
                        self.expr(c, params);
                    }
                    None => self.error(node.pos, "a message needs :content"),
                }
                if let Some(t) = opts.get("target") {
                    self.name(Some(t), node.pos, ":target", 253);
                }
            }
            _ => self.error(
                node.pos,
                format!(
                    "unknown action {}; expected (tool …), (message …) or (sequence …)",
                    describe(node)
                ),
            ),
        }
    }

    /// Checks an expression; its type and its text (for goals).
    pub(super) fn expr(&mut self, node: &Node, params: &[String]) -> Option<(Ty, String)> {
        match &node.expr {
            // Seed 001 writes the previous action's result as the string "$prev".
            SExpr::String(s) if s == "$prev" => Some((Ty::Any, "{$prev}".to_string())),
            SExpr::String(s) => Some((Ty::String, s.clone())),
            SExpr::Symbol(s) => {
                if s.parse::<f64>().is_ok_and(f64::is_finite) {
                    return Some((Ty::Number, s.clone()));
                }
                match s.as_str() {
                    "true" | "false" => Some((Ty::Boolean, s.clone())),
                    "nil" => Some((Ty::Null, String::new())),
                    "$prev" => Some((Ty::Any, "{$prev}".to_string())),
                    k if k.len() > 1 && k.starts_with(':') => {
                        Some((Ty::String, k[1..].to_string()))
                    }
                    p if params.iter().any(|q| q == p) => Some((Ty::Any, format!("{{{p}}}"))),
                    other => {
                        let known = if params.is_empty() {
                            "this form has no parameters".to_string()
                        } else {
                            format!("parameters here: {}", params.join(", "))
                        };
                        self.error(
                            node.pos,
                            format!("unknown name {other} ({known}; $prev is the previous result)"),
                        );
                        None
                    }
                }
            }
            SExpr::Map(items) => {
                for (_, v) in self.pairs(node.pos, items) {
                    self.expr(v, params)?;
                }
                Some((Ty::Object, "{…}".to_string()))
            }
            SExpr::Vector(items) => {
                for v in items {
                    self.expr(v, params)?;
                }
                Some((Ty::Array, "[…]".to_string()))
            }
            SExpr::List(_) => match head(node) {
                Some(("get", [target, key])) => {
                    let (_, base) = self.expr(target, params)?;
                    let key = match &key.expr {
                        SExpr::String(k) => k.clone(),
                        SExpr::Symbol(k) if k.len() > 1 && k.starts_with(':') => k[1..].to_string(),
                        _ => {
                            self.error(
                                key.pos,
                                format!("(get …) takes a \"key\", not {}", describe(key)),
                            );
                            return None;
                        }
                    };
                    let base = base.trim_start_matches('{').trim_end_matches('}');
                    Some((Ty::Any, format!("{{{base}.{key}}}")))
                }
                Some(("get", _)) => {
                    self.error(node.pos, "(get …) takes a value and a \"key\"");
                    None
                }
                Some(("concat", parts)) => {
                    let mut text = String::new();
                    for p in parts {
                        text.push_str(&self.expr(p, params)?.1);
                    }
                    Some((Ty::String, text))
                }
                _ => {
                    self.error(
                        node.pos,
                        format!(
                            "unknown function {}; expected (get …) or (concat …)",
                            describe(node)
                        ),
                    );
                    None
                }
            },
        }
    }
}
