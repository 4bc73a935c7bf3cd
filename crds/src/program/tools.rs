//! Tools in a program: top-level `(tool …)` declarations with a JSON Schema of their
//! arguments, and the tools a plan only calls, whose schema is inferred from the calls.

use serde_json::{Map, Value, json};

use super::compile::{Compiler, describe};
use super::plan::Ty;
use super::reader::{Node, Pos, SExpr};
use crate::actor::{ToolRuntime, ToolSpec};

/// Longest tool name (as in the CRD schema).
const MAX_TOOL_NAME: usize = 128;

impl Compiler {
    pub(super) fn tool_name(&mut self, node: Option<&Node>, at: Pos) -> Option<String> {
        let name = self.name(node, at, "the tool name", MAX_TOOL_NAME)?;
        if !name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "_.:-".contains(c))
        {
            self.error(
                node.map_or(at, |n| n.pos),
                format!("{name:?} is not a valid tool name (letters, digits, _ . : -)"),
            );
            return None;
        }
        Some(name)
    }

    pub(super) fn declare_tool(&mut self, form: &Node, rest: &[Node]) {
        let Some(opts) = self.options(
            "tool",
            rest,
            &["description", "runtime", "endpoint", "args", "required"],
        ) else {
            return;
        };
        if opts.positional.len() > 1 {
            self.error(
                opts.positional[1].pos,
                "(tool …) takes one name; use :description, :runtime, :endpoint, :args and :required",
            );
            return;
        }
        let Some(name) = self.tool_name(opts.positional.first().copied(), form.pos) else {
            return;
        };
        if let Some(first) = self.out.origins.declared_tools.get(&name) {
            let first = *first;
            self.error(
                form.pos,
                format!("duplicate tool {name:?} (first declared at {first})"),
            );
            return;
        }
        let description = match opts.get("description") {
            Some(n) => match self.string(Some(n), form.pos, ":description") {
                Some(d) => Some(d),
                None => return,
            },
            None => None,
        };
        let runtime = match opts.get("runtime").map(|n| (n, &n.expr)) {
            None => ToolRuntime::Local,
            Some((_, SExpr::Symbol(s))) if s == ":local" => ToolRuntime::Local,
            Some((_, SExpr::Symbol(s))) if s == ":mcp" => ToolRuntime::Mcp,
            Some((_, SExpr::Symbol(s))) if s == ":http" => ToolRuntime::Http,
            Some((n, _)) => {
                self.error(
                    n.pos,
                    format!(
                        "unknown runtime {}; expected :local, :mcp or :http",
                        describe(n)
                    ),
                );
                return;
            }
        };
        let endpoint = match opts.get("endpoint") {
            Some(n) => match self.string(Some(n), form.pos, ":endpoint") {
                Some(e) => Some(e),
                None => return,
            },
            None => None,
        };
        match (runtime, &endpoint) {
            (ToolRuntime::Mcp | ToolRuntime::Http, None) => {
                self.error(
                    form.pos,
                    format!("tool {name:?} needs an :endpoint for runtime mcp and http"),
                );
                return;
            }
            (ToolRuntime::Http, Some(e))
                if !(e.starts_with("http://") || e.starts_with("https://")) =>
            {
                self.error(
                    opts.get("endpoint").map_or(form.pos, |n| n.pos),
                    format!("{e:?} is not an http(s) URL"),
                );
                return;
            }
            _ => {}
        }
        let mut properties = Map::new();
        if let Some(n) = opts.get("args") {
            let SExpr::Map(items) = &n.expr else {
                self.error(n.pos, ":args must be a map like {:repo :string}");
                return;
            };
            for (key, ty) in self.pairs(n.pos, items) {
                if let Some(schema) = self.arg_type(ty) {
                    properties.insert(key, schema);
                }
            }
        }
        let mut required = Vec::new();
        if let Some(n) = opts.get("required") {
            let SExpr::Vector(items) = &n.expr else {
                self.error(n.pos, ":required must be a vector like [\"repo\"]");
                return;
            };
            for item in items {
                let Some(r) = self.string(Some(item), n.pos, "a required argument") else {
                    continue;
                };
                if !properties.contains_key(&r) {
                    self.error(
                        item.pos,
                        format!("required argument {r:?} is not among the :args"),
                    );
                    continue;
                }
                required.push(Value::String(r));
            }
        }
        let mut parameters = Map::new();
        parameters.insert("type".into(), json!("object"));
        parameters.insert("properties".into(), Value::Object(properties));
        if !required.is_empty() {
            parameters.insert("required".into(), Value::Array(required));
        }
        // A declared tool lists all its arguments: anything else is a mistake of the
        // model that the security gate should refuse.
        parameters.insert("additionalProperties".into(), json!(false));
        self.out
            .origins
            .declared_tools
            .insert(name.clone(), form.pos);
        self.out.tools.push(ToolSpec {
            name,
            description,
            parameters: Some(Value::Object(parameters)),
            runtime,
            endpoint,
            pin: None,
        });
    }

    /// The JSON Schema of one declared argument: `:string` or `{:type :string :description "…"}`.
    pub(super) fn arg_type(&mut self, node: &Node) -> Option<Value> {
        const TYPES: [&str; 6] = ["string", "number", "integer", "boolean", "object", "array"];
        let keyword = |n: &Node| match &n.expr {
            SExpr::Symbol(s) => s
                .strip_prefix(':')
                .filter(|t| TYPES.contains(t))
                .map(str::to_string),
            _ => None,
        };
        match &node.expr {
            SExpr::Map(items) => {
                let mut schema = Map::new();
                for (key, value) in self.pairs(node.pos, items) {
                    match key.as_str() {
                        "type" => match keyword(value) {
                            Some(t) => {
                                schema.insert("type".into(), Value::String(t));
                            }
                            None => self.error(
                                value.pos,
                                format!(
                                    "unknown type {}; expected :string, :number, :integer, :boolean, :object or :array",
                                    describe(value)
                                ),
                            ),
                        },
                        "description" => {
                            if let Some(d) = self.string(Some(value), node.pos, ":description") {
                                schema.insert("description".into(), Value::String(d));
                            }
                        }
                        other => self.error(
                            value.pos,
                            format!("unknown argument property :{other}; expected :type or :description"),
                        ),
                    }
                }
                Some(Value::Object(schema))
            }
            _ => match keyword(node) {
                Some(t) => Some(json!({ "type": t })),
                None => {
                    self.error(
                        node.pos,
                        format!(
                            "unknown type {}; expected :string, :number, :integer, :boolean, :object, :array or {{:type … :description …}}",
                            describe(node)
                        ),
                    );
                    None
                }
            },
        }
    }

    /// Checks calls of declared tools against their arguments and declares the tools
    /// only called in plans, with a schema inferred from the calls.
    pub(super) fn finish_tools(&mut self) {
        let calls = std::mem::take(&mut self.out.origins.calls);
        for call in &calls {
            let Some(tool) = self.out.tools.iter().find(|t| t.name == call.tool) else {
                continue;
            };
            let problems = call_problems(tool, &call.args);
            for p in problems {
                self.error(call.pos, p);
            }
        }
        self.out.origins.calls = calls;
        for (name, calls) in std::mem::take(&mut self.call_args) {
            if self.out.origins.declared_tools.contains_key(&name) {
                self.out.origins.implicit_tools.remove(&name);
                continue;
            }
            let mut properties = Map::new();
            let mut types: Vec<(String, Option<Ty>)> = Vec::new();
            for call in &calls {
                for (key, ty) in call {
                    match types.iter_mut().find(|(k, _)| k == key) {
                        Some((_, seen)) if *seen != Some(*ty) => *seen = None,
                        Some(_) => {}
                        None => types.push((key.clone(), Some(*ty))),
                    }
                }
            }
            for (key, ty) in &types {
                properties.insert(key.clone(), ty.unwrap_or(Ty::Any).schema());
            }
            let required: Vec<Value> = types
                .iter()
                .filter(|(k, _)| calls.iter().all(|c| c.iter().any(|(ck, _)| ck == k)))
                .map(|(k, _)| Value::String(k.clone()))
                .collect();
            let mut parameters = Map::new();
            parameters.insert("type".into(), json!("object"));
            parameters.insert("properties".into(), Value::Object(properties));
            if !required.is_empty() {
                parameters.insert("required".into(), Value::Array(required));
            }
            self.out.tools.push(ToolSpec {
                name,
                description: None,
                parameters: Some(Value::Object(parameters)),
                runtime: ToolRuntime::Local,
                endpoint: None,
                pin: None,
            });
        }
    }
}

/// What is wrong with calling `tool` with arguments `args`: names its schema does not
/// list (when it lists them) and required names missing.
pub(crate) fn call_problems(tool: &ToolSpec, args: &[String]) -> Vec<String> {
    let mut out = Vec::new();
    let Some(schema) = tool.parameters.as_ref().and_then(Value::as_object) else {
        return out;
    };
    if let Some(props) = schema.get("properties").and_then(Value::as_object) {
        for a in args {
            if !props.contains_key(a) {
                let known: Vec<&str> = props.keys().map(String::as_str).collect();
                out.push(format!(
                    "tool {:?} has no argument {a:?} (its arguments: {})",
                    tool.name,
                    if known.is_empty() {
                        "none".to_string()
                    } else {
                        known.join(", ")
                    }
                ));
            }
        }
    }
    if let Some(required) = schema.get("required").and_then(Value::as_array) {
        for r in required.iter().filter_map(Value::as_str) {
            if !args.iter().any(|a| a == r) {
                out.push(format!(
                    "the call of tool {:?} lacks its required argument {r:?}",
                    tool.name
                ));
            }
        }
    }
    out
}
