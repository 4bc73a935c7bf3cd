//! ToolSpec in the tool formats of the platforms agents use (seed 001's interop): OpenAI
//! functions (chat and Responses), Anthropic tools, Gemini functionDeclarations and MCP
//! tool manifests. Pure conversions shared by `kubectl argus tools` and the sidecar
//! (which offers the Actor's tools to the model and lists them over MCP).
//!
//! Round trips keep everything a format can express: name, description and the
//! argument schema everywhere; runtime, endpoint and the pin of an `mcp` tool's upstream
//! definition only in MCP (as `_meta`), since the other formats have no place for them
//! (imported from those, a tool is `local`).

use serde_json::{Map, Value, json};

use crate::actor::{ToolRuntime, ToolSpec};

/// A tool format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ToolFormat {
    /// OpenAI chat `tools`: `{"type":"function","function":{name,description,parameters}}`.
    Openai,
    /// OpenAI Responses `tools`: `{"type":"function",name,description,parameters}`.
    OpenaiResponses,
    /// Anthropic `tools`: `{name,description,input_schema}`.
    Anthropic,
    /// Gemini `tools`: `[{"functionDeclarations":[{name,description,parameters}]}]`.
    Gemini,
    /// An MCP `tools/list` result: `{"tools":[{name,description,inputSchema}]}`.
    Mcp,
}

impl ToolFormat {
    /// The formats by the names the plugin's `--format` takes.
    pub fn parse(name: &str) -> Result<Self, ToolSpecError> {
        match name {
            "openai" => Ok(Self::Openai),
            "openai-responses" | "responses" => Ok(Self::OpenaiResponses),
            "anthropic" => Ok(Self::Anthropic),
            "gemini" => Ok(Self::Gemini),
            "mcp" => Ok(Self::Mcp),
            other => Err(ToolSpecError::UnknownFormat(other.to_string())),
        }
    }
}

/// Why tools could not be read from a document.
#[derive(Debug, thiserror::Error, PartialEq)]
pub enum ToolSpecError {
    /// `--format` names no known format.
    #[error(
        "unknown tool format {0:?}: expected openai, openai-responses, anthropic, gemini or mcp"
    )]
    UnknownFormat(String),
    /// The document is not shaped like the format.
    #[error("{at}: {problem}")]
    Shape {
        /// Where in the document (JSON pointer).
        at: String,
        /// What is wrong there.
        problem: String,
    },
}

fn shape(at: impl Into<String>, problem: impl Into<String>) -> ToolSpecError {
    ToolSpecError::Shape {
        at: at.into(),
        problem: problem.into(),
    }
}

/// `_meta` keys carrying what MCP has no field for.
pub const META_RUNTIME: &str = "argus.dev/runtime";
/// See [`META_RUNTIME`].
pub const META_ENDPOINT: &str = "argus.dev/endpoint";
/// See [`META_RUNTIME`]: the pinned upstream definition (`sha256:<hex>`).
pub const META_PIN: &str = "argus.dev/pin";

/// The argument schema a format that requires one gets for a tool without parameters.
fn empty_schema() -> Value {
    json!({"type": "object", "properties": {}})
}

fn with_description(mut obj: Map<String, Value>, t: &ToolSpec) -> Map<String, Value> {
    if let Some(d) = &t.description {
        obj.insert("description".into(), Value::String(d.clone()));
    }
    obj
}

fn runtime_str(r: ToolRuntime) -> &'static str {
    match r {
        ToolRuntime::Mcp => "mcp",
        ToolRuntime::Local => "local",
        ToolRuntime::Http => "http",
    }
}

/// One tool in `format` (for Gemini, one function declaration; for MCP, one tool of
/// the list).
pub fn export_one(t: &ToolSpec, format: ToolFormat) -> Value {
    let mut base = Map::new();
    base.insert("name".into(), Value::String(t.name.clone()));
    let base = with_description(base, t);
    let params = t.parameters.clone();
    match format {
        ToolFormat::Openai => {
            let mut f = base;
            if let Some(p) = params {
                f.insert("parameters".into(), p);
            }
            json!({"type": "function", "function": f})
        }
        ToolFormat::OpenaiResponses => {
            let mut f = Map::new();
            f.insert("type".into(), Value::String("function".into()));
            f.extend(base);
            if let Some(p) = params {
                f.insert("parameters".into(), p);
            }
            Value::Object(f)
        }
        ToolFormat::Anthropic => {
            let mut f = base;
            f.insert("input_schema".into(), params.unwrap_or_else(empty_schema));
            Value::Object(f)
        }
        ToolFormat::Gemini => {
            let mut f = base;
            if let Some(p) = params {
                f.insert("parameters".into(), p);
            }
            Value::Object(f)
        }
        ToolFormat::Mcp => {
            let mut f = base;
            f.insert("inputSchema".into(), params.unwrap_or_else(empty_schema));
            let mut meta = Map::new();
            meta.insert(META_RUNTIME.into(), runtime_str(t.runtime).into());
            if let Some(e) = &t.endpoint {
                meta.insert(META_ENDPOINT.into(), Value::String(e.clone()));
            }
            if let Some(p) = &t.pin {
                meta.insert(META_PIN.into(), Value::String(p.clone()));
            }
            f.insert("_meta".into(), Value::Object(meta));
            Value::Object(f)
        }
    }
}

/// The `tools` value of a request (or, for MCP, a `tools/list` result) offering `tools`.
pub fn export(tools: &[ToolSpec], format: ToolFormat) -> Value {
    let each = || {
        tools
            .iter()
            .map(|t| export_one(t, format))
            .collect::<Vec<_>>()
    };
    match format {
        ToolFormat::Gemini => json!([{ "functionDeclarations": each() }]),
        ToolFormat::Mcp => json!({ "tools": each() }),
        _ => Value::Array(each()),
    }
}

fn string_at(
    obj: &Map<String, Value>,
    key: &str,
    at: &str,
) -> Result<Option<String>, ToolSpecError> {
    match obj.get(key) {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(s)) => Ok(Some(s.clone())),
        Some(_) => Err(shape(format!("{at}/{key}"), "must be a string")),
    }
}

fn schema_at(
    obj: &Map<String, Value>,
    key: &str,
    at: &str,
) -> Result<Option<Value>, ToolSpecError> {
    match obj.get(key) {
        None | Some(Value::Null) => Ok(None),
        Some(v @ Value::Object(_)) => Ok(Some(v.clone())),
        Some(_) => Err(shape(format!("{at}/{key}"), "must be a JSON Schema object")),
    }
}

/// A tool from an object with `name`, `description` and the schema under `schema_key`.
fn tool_from(obj: &Value, schema_key: &str, at: &str) -> Result<ToolSpec, ToolSpecError> {
    let Some(obj) = obj.as_object() else {
        return Err(shape(at, "must be an object"));
    };
    let name = string_at(obj, "name", at)?
        .filter(|n| !n.is_empty())
        .ok_or_else(|| shape(format!("{at}/name"), "is missing"))?;
    Ok(ToolSpec {
        name,
        description: string_at(obj, "description", at)?,
        parameters: schema_at(obj, schema_key, at)?,
        runtime: ToolRuntime::Local,
        endpoint: None,
        pin: None,
    })
}

fn list<'a>(v: &'a Value, at: &str) -> Result<&'a Vec<Value>, ToolSpecError> {
    v.as_array()
        .ok_or_else(|| shape(at, "must be a list of tools"))
}

/// Tools from an OpenAI `tools` list (chat or Responses form, or bare function objects;
/// a request body with a `tools` field is read too).
fn import_openai(doc: &Value) -> Result<Vec<ToolSpec>, ToolSpecError> {
    let (items, base) = match doc.get("tools") {
        Some(t) => (list(t, "/tools")?, "/tools"),
        None => (list(doc, "")?, ""),
    };
    items
        .iter()
        .enumerate()
        .map(|(i, item)| {
            let at = format!("{base}/{i}");
            match item.get("function") {
                Some(f) => tool_from(f, "parameters", &format!("{at}/function")),
                None => tool_from(item, "parameters", &at),
            }
        })
        .collect()
}

fn import_anthropic(doc: &Value) -> Result<Vec<ToolSpec>, ToolSpecError> {
    let (items, base) = match doc.get("tools") {
        Some(t) => (list(t, "/tools")?, "/tools"),
        None => (list(doc, "")?, ""),
    };
    items
        .iter()
        .enumerate()
        .map(|(i, item)| tool_from(item, "input_schema", &format!("{base}/{i}")))
        .collect()
}

fn import_gemini(doc: &Value) -> Result<Vec<ToolSpec>, ToolSpecError> {
    let (groups, base) = match doc.get("tools") {
        Some(t) => (list(t, "/tools")?, "/tools"),
        None => (list(doc, "")?, ""),
    };
    let mut out = Vec::new();
    for (g, group) in groups.iter().enumerate() {
        let at = format!("{base}/{g}/functionDeclarations");
        let Some(decls) = group.get("functionDeclarations") else {
            continue;
        };
        for (i, d) in list(decls, &at)?.iter().enumerate() {
            out.push(tool_from(d, "parameters", &format!("{at}/{i}"))?);
        }
    }
    Ok(out)
}

/// Tools from an MCP `tools/list` result (or the JSON-RPC response carrying one, or a
/// bare list of tools).
fn import_mcp(doc: &Value) -> Result<Vec<ToolSpec>, ToolSpecError> {
    let (items, base) = if let Some(t) = doc.pointer("/result/tools") {
        (list(t, "/result/tools")?, "/result/tools")
    } else if let Some(t) = doc.get("tools") {
        (list(t, "/tools")?, "/tools")
    } else {
        (list(doc, "")?, "")
    };
    items
        .iter()
        .enumerate()
        .map(|(i, item)| {
            let at = format!("{base}/{i}");
            let mut t = tool_from(item, "inputSchema", &at)?;
            let meta = item.get("_meta");
            t.runtime = match meta
                .and_then(|m| m.get(META_RUNTIME))
                .and_then(Value::as_str)
            {
                Some("http") => ToolRuntime::Http,
                Some("local") => ToolRuntime::Local,
                Some("mcp") | None => ToolRuntime::Mcp,
                Some(other) => {
                    return Err(shape(
                        format!("{at}/_meta/{META_RUNTIME}"),
                        format!("{other:?} is not one of mcp, http, local"),
                    ));
                }
            };
            t.endpoint = meta
                .and_then(|m| m.get(META_ENDPOINT))
                .and_then(Value::as_str)
                .map(str::to_string);
            t.pin = match meta.and_then(|m| m.get(META_PIN)) {
                None | Some(Value::Null) => None,
                Some(Value::String(p)) if t.runtime == ToolRuntime::Mcp => Some(p.clone()),
                Some(_) => {
                    return Err(shape(
                        format!("{at}/_meta/{META_PIN}"),
                        "must be the sha256:<hex> string of an mcp tool",
                    ));
                }
            };
            Ok(t)
        })
        .collect()
}

/// The tools a document in `format` describes.
pub fn import(doc: &Value, format: ToolFormat) -> Result<Vec<ToolSpec>, ToolSpecError> {
    match format {
        ToolFormat::Openai | ToolFormat::OpenaiResponses => import_openai(doc),
        ToolFormat::Anthropic => import_anthropic(doc),
        ToolFormat::Gemini => import_gemini(doc),
        ToolFormat::Mcp => import_mcp(doc),
    }
}

/// The names of the tools a request's `tools` value offers, in any of the request
/// formats (chat, Responses, Anthropic, Gemini), with where each sits: `(group, index)`
/// (`group` is always 0 except for Gemini's declaration groups).
pub fn offered_names(tools: &Value) -> Vec<(usize, usize, String)> {
    let mut out = Vec::new();
    let Some(items) = tools.as_array() else {
        return out;
    };
    for (g, item) in items.iter().enumerate() {
        if let Some(decls) = item.get("functionDeclarations").and_then(Value::as_array) {
            for (i, d) in decls.iter().enumerate() {
                if let Some(n) = d.get("name").and_then(Value::as_str) {
                    out.push((g, i, n.to_string()));
                }
            }
        } else if let Some(n) = item
            .pointer("/function/name")
            .or_else(|| item.get("name"))
            .and_then(Value::as_str)
        {
            out.push((0, g, n.to_string()));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use pretty_assertions::assert_eq;

    fn tools() -> Vec<ToolSpec> {
        vec![
            ToolSpec {
                name: "lookup_order".into(),
                description: Some("Look up an order.".into()),
                parameters: Some(json!({
                    "type": "object",
                    "properties": {"order_id": {"type": "string"}},
                    "required": ["order_id"]
                })),
                runtime: ToolRuntime::Http,
                endpoint: Some("http://orders/api/lookup".into()),
                pin: None,
            },
            ToolSpec {
                name: "ping".into(),
                description: None,
                parameters: None,
                runtime: ToolRuntime::Mcp,
                endpoint: Some("kb-server".into()),
                pin: Some(format!("sha256:{}", "ab".repeat(32))),
            },
        ]
    }

    /// What a format without runtimes keeps: everything but runtime, endpoint and pin.
    fn as_local(mut ts: Vec<ToolSpec>) -> Vec<ToolSpec> {
        for t in &mut ts {
            t.runtime = ToolRuntime::Local;
            t.endpoint = None;
            t.pin = None;
        }
        ts
    }

    #[test]
    fn openai_round_trips_name_description_and_schema() {
        let out = export(&tools(), ToolFormat::Openai);
        assert_eq!(out[0]["type"], "function");
        assert_eq!(out[0]["function"]["parameters"]["required"][0], "order_id");
        assert_eq!(import(&out, ToolFormat::Openai), Ok(as_local(tools())));
        let responses = export(&tools(), ToolFormat::OpenaiResponses);
        assert_eq!(responses[0]["name"], "lookup_order");
        assert_eq!(
            import(&responses, ToolFormat::Openai),
            Ok(as_local(tools()))
        );
        // A whole request body is read too.
        let body = json!({"model": "m", "tools": out});
        assert_eq!(import(&body, ToolFormat::Openai), Ok(as_local(tools())));
    }

    #[test]
    fn anthropic_round_trips_and_gives_a_schema_to_a_tool_without_one() {
        let out = export(&tools(), ToolFormat::Anthropic);
        assert_eq!(out[1]["input_schema"], empty_schema());
        let back = import(&out, ToolFormat::Anthropic).unwrap();
        assert_eq!(back[0], as_local(tools())[0]);
        // A tool without parameters comes back with the empty object schema Anthropic needs.
        assert_eq!(back[1].parameters, Some(empty_schema()));
    }

    #[test]
    fn gemini_round_trips_through_function_declarations() {
        let out = export(&tools(), ToolFormat::Gemini);
        assert_eq!(out[0]["functionDeclarations"][0]["name"], "lookup_order");
        assert_eq!(import(&out, ToolFormat::Gemini), Ok(as_local(tools())));
    }

    #[test]
    fn mcp_round_trips_everything_including_runtime_and_endpoint() {
        let out = export(&tools(), ToolFormat::Mcp);
        assert_eq!(out["tools"][0]["inputSchema"]["type"], "object");
        assert_eq!(out["tools"][0]["_meta"][META_RUNTIME], "http");
        assert_eq!(
            out["tools"][1]["_meta"][META_PIN],
            format!("sha256:{}", "ab".repeat(32))
        );
        assert!(out["tools"][0]["_meta"].get(META_PIN).is_none());
        let mut expected = tools();
        expected[1].parameters = Some(empty_schema());
        assert_eq!(import(&out, ToolFormat::Mcp), Ok(expected.clone()));
        let response = json!({"jsonrpc": "2.0", "id": 1, "result": out});
        assert_eq!(import(&response, ToolFormat::Mcp), Ok(expected));
        // A server's own list (no Argus metadata) is MCP-served.
        let plain = json!({"tools": [{"name": "search", "inputSchema": {"type": "object"}}]});
        let t = import(&plain, ToolFormat::Mcp).unwrap();
        assert_eq!(t[0].runtime, ToolRuntime::Mcp);
    }

    #[test]
    fn bad_documents_are_named_by_where_they_go_wrong() {
        assert_eq!(
            import(
                &json!({"tools": [{"type": "function", "function": {"description": "x"}}]}),
                ToolFormat::Openai
            ),
            Err(shape("/tools/0/function/name", "is missing"))
        );
        assert_eq!(
            import(
                &json!({"tools": [{"name": "a", "inputSchema": "nope"}]}),
                ToolFormat::Mcp
            ),
            Err(shape(
                "/tools/0/inputSchema",
                "must be a JSON Schema object"
            ))
        );
        assert_eq!(
            import(&json!("x"), ToolFormat::Anthropic),
            Err(shape("", "must be a list of tools"))
        );
        assert!(matches!(
            ToolFormat::parse("yaml"),
            Err(ToolSpecError::UnknownFormat(_))
        ));
    }

    #[test]
    fn offered_names_reads_every_request_format() {
        for f in [
            ToolFormat::Openai,
            ToolFormat::OpenaiResponses,
            ToolFormat::Anthropic,
        ] {
            let names: Vec<String> = offered_names(&export(&tools(), f))
                .into_iter()
                .map(|(_, _, n)| n)
                .collect();
            assert_eq!(names, ["lookup_order", "ping"], "{f:?}");
        }
        let g = offered_names(&export(&tools(), ToolFormat::Gemini));
        assert_eq!(
            g,
            [
                (0, 0, "lookup_order".to_string()),
                (0, 1, "ping".to_string())
            ]
        );
    }
}
