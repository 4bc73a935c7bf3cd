//! What the model is offered (issue 14): the Actor's behaviors decide which tools exist
//! in a request's mode. `toolsFilter: enforce` removes offered tools outside that set
//! before the request is forwarded (`report` only names them), and `toolsInject` offers
//! the permitted tools when the agent offers none. Pure over the request body.

use std::collections::BTreeSet;

use argus_crds::{
    ActorSpec, BehaviorMode, ToolFormat, ToolSpec, ToolsFilter, export_tools, offered_tool_names,
};
use serde_json::Value;

use crate::gates::permitted;
use crate::wire::ApiFormat;

/// The Actor's tools with the modes that permit each.
#[derive(Clone, Debug)]
pub struct ToolOffer {
    /// `toolsFilter`.
    pub filter: Option<ToolsFilter>,
    /// `toolsInject`.
    pub inject: bool,
    tools: Vec<(ToolSpec, Vec<BehaviorMode>)>,
    has_behaviors: bool,
}

/// What [`ToolOffer::apply`] did to a request.
#[derive(Debug, Default, PartialEq)]
pub struct Offered {
    /// Offered tools outside the permitted set (removed when enforced).
    pub unpermitted: Vec<String>,
    /// Whether they were removed.
    pub removed: bool,
    /// Tools supplied because the agent offered none.
    pub injected: usize,
}

impl Offered {
    /// Whether the body changed.
    pub fn changed(&self) -> bool {
        self.removed || self.injected > 0
    }
}

impl ToolOffer {
    /// The offer for `actor` under the Policy's settings; `None` when nothing is examined.
    pub fn new(actor: &ActorSpec, filter: Option<ToolsFilter>, inject: bool) -> Option<Self> {
        if filter.is_none() && !inject {
            return None;
        }
        Some(Self {
            filter,
            inject,
            ..Self::of(actor)
        })
    }

    /// The Actor's tools and the modes that permit them (nothing filtered or supplied).
    pub fn of(actor: &ActorSpec) -> Self {
        let tools = actor
            .tools
            .iter()
            .map(|t| {
                let modes = actor
                    .talents
                    .iter()
                    .flat_map(|talent| &talent.behaviors)
                    .filter(|b| b.tools.contains(&t.name))
                    .map(|b| b.mode)
                    .collect();
                (t.clone(), modes)
            })
            .collect();
        let has_behaviors = actor
            .talents
            .iter()
            .any(|talent| !talent.behaviors.is_empty());
        Self {
            filter: None,
            inject: false,
            tools,
            has_behaviors,
        }
    }

    /// The Actor's tools permitted in `mode` (all declared tools when the Actor has no
    /// behaviors).
    pub fn permitted(&self, mode: BehaviorMode) -> Vec<&ToolSpec> {
        self.tools
            .iter()
            .filter(|(_, modes)| !self.has_behaviors || modes.iter().any(|m| permitted(*m, mode)))
            .map(|(t, _)| t)
            .collect()
    }

    /// Filters and supplies the `tools` of a request body of `format` in `mode`.
    pub fn apply(&self, format: ApiFormat, body: &mut Value, mode: BehaviorMode) -> Offered {
        let allowed: BTreeSet<&str> = self
            .permitted(mode)
            .iter()
            .map(|t| t.name.as_str())
            .collect();
        let mut out = Offered::default();
        let offered = body
            .get("tools")
            .map(offered_tool_names)
            .unwrap_or_default();
        if offered.is_empty() {
            if self.inject && !allowed.is_empty() && body.is_object() {
                let tools: Vec<ToolSpec> = self.permitted(mode).into_iter().cloned().collect();
                body["tools"] = export_tools(&tools, tool_format(format));
                out.injected = tools.len();
            }
            return out;
        }
        if self.filter.is_none() {
            return out;
        }
        out.unpermitted = offered
            .iter()
            .filter(|(_, _, n)| !allowed.contains(n.as_str()))
            .map(|(_, _, n)| n.clone())
            .collect();
        if out.unpermitted.is_empty() || self.filter != Some(ToolsFilter::Enforce) {
            return out;
        }
        remove_unpermitted(body, &allowed);
        out.removed = true;
        out
    }
}

/// The tool format of requests in `format`.
pub fn tool_format(format: ApiFormat) -> ToolFormat {
    match format {
        ApiFormat::OpenAiChat => ToolFormat::Openai,
        ApiFormat::OpenAiResponses => ToolFormat::OpenaiResponses,
        ApiFormat::Anthropic => ToolFormat::Anthropic,
        ApiFormat::Gemini => ToolFormat::Gemini,
    }
}

fn entry_name(item: &Value) -> Option<&str> {
    item.pointer("/function/name")
        .or_else(|| item.get("name"))
        .and_then(Value::as_str)
}

/// Removes every named tool outside `allowed` (built-in tools without a name stay);
/// a `tools` left empty goes, with the tool choice that could only name a removed tool.
fn remove_unpermitted(body: &mut Value, allowed: &BTreeSet<&str>) {
    let Some(items) = body.get_mut("tools").and_then(Value::as_array_mut) else {
        return;
    };
    for group in items.iter_mut() {
        if let Some(decls) = group
            .get_mut("functionDeclarations")
            .and_then(Value::as_array_mut)
        {
            decls.retain(|d| entry_name(d).is_none_or(|n| allowed.contains(n)));
        }
    }
    items.retain(|item| match item.get("functionDeclarations") {
        Some(d) => d.as_array().is_some_and(|d| !d.is_empty()),
        None => entry_name(item).is_none_or(|n| allowed.contains(n)),
    });
    let empty = items.is_empty();
    let chosen_gone = body
        .get("tool_choice")
        .and_then(|c| {
            c.pointer("/function/name")
                .or_else(|| c.get("name"))
                .and_then(Value::as_str)
        })
        .is_some_and(|n| !allowed.contains(n));
    if let Some(obj) = body.as_object_mut() {
        if empty {
            obj.remove("tools");
            obj.remove("tool_choice");
            obj.remove("toolConfig");
        } else if chosen_gone {
            obj.remove("tool_choice");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use argus_crds::{BehaviorSpec, TalentSpec, ToolRuntime};
    use serde_json::json;

    fn actor() -> ActorSpec {
        let tool = |name: &str| ToolSpec {
            name: name.into(),
            description: Some(format!("{name} tool")),
            parameters: Some(json!({"type": "object"})),
            runtime: ToolRuntime::Local,
            endpoint: None,
            pin: None,
        };
        let behavior = |name: &str, mode, tools: &[&str]| BehaviorSpec {
            name: name.into(),
            mode,
            goal: None,
            tools: tools.iter().map(|t| (*t).to_string()).collect(),
        };
        serde_json::from_value::<ActorSpec>(json!({"role": "r", "tier": "MODIFY"}))
            .map(|mut a| {
                a.tools = vec![tool("lookup"), tool("refund"), tool("escalate")];
                a.talents = vec![TalentSpec {
                    name: "t".into(),
                    behaviors: vec![
                        behavior("answer", BehaviorMode::Active, &["lookup", "refund"]),
                        behavior("watch", BehaviorMode::Persistent, &["escalate"]),
                    ],
                }];
                a
            })
            .unwrap_or_else(|e| panic!("{e}"))
    }

    fn names(body: &Value) -> Vec<String> {
        body.get("tools")
            .map(offered_tool_names)
            .unwrap_or_default()
            .into_iter()
            .map(|(_, _, n)| n)
            .collect()
    }

    fn offering(format: ApiFormat, names: &[&str]) -> Value {
        let tools: Vec<ToolSpec> = names
            .iter()
            .map(|n| ToolSpec {
                name: (*n).into(),
                description: None,
                parameters: None,
                runtime: ToolRuntime::Local,
                endpoint: None,
                pin: None,
            })
            .collect();
        json!({"tools": export_tools(&tools, tool_format(format)), "tool_choice": "auto"})
    }

    #[test]
    fn enforce_removes_unpermitted_tools_in_every_format() {
        let offer = ToolOffer::new(&actor(), Some(ToolsFilter::Enforce), false)
            .unwrap_or_else(|| panic!("an offer"));
        for format in [
            ApiFormat::OpenAiChat,
            ApiFormat::OpenAiResponses,
            ApiFormat::Anthropic,
            ApiFormat::Gemini,
        ] {
            let mut body = offering(format, &["lookup", "delete_all", "escalate"]);
            let out = offer.apply(format, &mut body, BehaviorMode::Passive);
            assert_eq!(out.unpermitted, ["lookup", "delete_all"], "{format:?}");
            assert!(out.removed);
            assert_eq!(names(&body), ["escalate"], "{format:?}: {body}");
        }
        // Nothing left: no empty `tools` (providers reject one) and no dangling choice.
        let mut body = offering(ApiFormat::OpenAiChat, &["delete_all"]);
        offer.apply(ApiFormat::OpenAiChat, &mut body, BehaviorMode::Active);
        assert_eq!(body, json!({}));
    }

    #[test]
    fn report_names_them_and_changes_nothing() {
        let offer = ToolOffer::new(&actor(), Some(ToolsFilter::Report), false)
            .unwrap_or_else(|| panic!("an offer"));
        let mut body = offering(ApiFormat::Anthropic, &["lookup", "delete_all"]);
        let before = body.clone();
        let out = offer.apply(ApiFormat::Anthropic, &mut body, BehaviorMode::Active);
        assert_eq!(out.unpermitted, ["delete_all"]);
        assert!(!out.changed());
        assert_eq!(body, before);
    }

    #[test]
    fn inject_offers_the_permitted_tools_when_the_agent_offers_none() {
        let offer = ToolOffer::new(&actor(), None, true).unwrap_or_else(|| panic!("an offer"));
        let mut body = json!({"contents": []});
        let out = offer.apply(ApiFormat::Gemini, &mut body, BehaviorMode::Active);
        assert_eq!(out.injected, 3);
        assert_eq!(names(&body), ["lookup", "refund", "escalate"]);
        let mut body = json!({"messages": []});
        offer.apply(ApiFormat::OpenAiChat, &mut body, BehaviorMode::Passive);
        assert_eq!(body["tools"][0]["function"]["name"], "escalate");
        // An agent that offers its own tools keeps them.
        let mut body = offering(ApiFormat::OpenAiChat, &["mine"]);
        let out = offer.apply(ApiFormat::OpenAiChat, &mut body, BehaviorMode::Active);
        assert_eq!(out, Offered::default());
        assert!(ToolOffer::new(&actor(), None, false).is_none());
    }
}
