//! `kubectl argus tools export|import`: an Actor's tools to OpenAI, Anthropic, Gemini or
//! MCP tool definitions, and OpenAI or MCP definitions into an Actor. Works on files
//! (`-f actor.yaml`) offline as well as on the cluster; the conversions themselves are
//! `argus_crds::{export_tools, import_tools}`, shared with the sidecar.

use std::path::PathBuf;

use anyhow::{Context as _, bail};
use argus_crds::{
    Actor, ActorSpec, Document, RiskTier, ToolFormat, export_tools, import_tools, parse_documents,
};
use clap::Subcommand;

/// `tools` subcommands.
#[derive(Subcommand)]
pub enum ToolsCommand {
    /// Print an Actor's tools in another platform's format (JSON).
    Export {
        /// The Actor (on the cluster, or the one in `-f` when that holds several).
        #[arg(long)]
        actor: Option<String>,
        /// openai, openai-responses, anthropic, gemini or mcp.
        #[arg(long, default_value = "openai")]
        format: String,
        /// Read the Actor from this YAML file instead of the cluster.
        #[arg(short = 'f', long = "filename")]
        file: Option<PathBuf>,
        /// Namespace on the cluster.
        #[arg(short = 'n', long)]
        namespace: Option<String>,
    },
    /// Turn tool definitions (OpenAI or MCP JSON) into an Actor's YAML.
    Import {
        /// openai (chat or Responses tools) or mcp (a tools/list result).
        #[arg(long)]
        format: String,
        /// The JSON file.
        file: PathBuf,
        /// Merge the tools into this Actor YAML (same-named tools are replaced).
        #[arg(long = "into")]
        into: Option<PathBuf>,
        /// Name of a new Actor.
        #[arg(long, default_value = "imported")]
        name: String,
        /// Role of a new Actor.
        #[arg(long, default_value = "imported")]
        role: String,
        /// Tier of a new Actor.
        #[arg(long, default_value = "READ_ONLY")]
        tier: String,
    },
}

/// Runs a `tools` command.
pub async fn run(cmd: ToolsCommand) -> anyhow::Result<()> {
    let out = match cmd {
        ToolsCommand::Export {
            actor,
            format,
            file,
            namespace,
        } => {
            let format = ToolFormat::parse(&format)?;
            let actor = match file {
                Some(path) => actor_from_file(&path, actor.as_deref())?,
                None => {
                    let Some(name) = actor else {
                        bail!("--actor names the Actor to export (or give -f FILE)");
                    };
                    let cluster = crate::client::connect(namespace.as_deref()).await?;
                    let api: kube::Api<Actor> =
                        kube::Api::namespaced(cluster.client, &cluster.namespace);
                    api.get(&name)
                        .await
                        .with_context(|| format!("reading Actor {}/{name}", cluster.namespace))?
                }
            };
            export(&with_status_pins(actor), format)?
        }
        ToolsCommand::Import {
            format,
            file,
            into,
            name,
            role,
            tier,
        } => {
            let text = std::fs::read_to_string(&file)
                .with_context(|| format!("reading {}", file.display()))?;
            let base = match into {
                Some(path) => actor_from_file(&path, None)?,
                None => new_actor(&name, &role, &tier)?,
            };
            import(&text, &ToolFormat::parse(&format)?, base)?
        }
    };
    print!("{out}");
    Ok(())
}

/// The Actor `name` (or the only one) in a YAML file.
pub fn actor_from_file(path: &std::path::Path, name: Option<&str>) -> anyhow::Result<Actor> {
    let text =
        std::fs::read_to_string(path).with_context(|| format!("reading {}", path.display()))?;
    let actors: Vec<Actor> = parse_documents(&text)
        .with_context(|| format!("{}", path.display()))?
        .into_iter()
        .filter_map(|d| match d {
            Ok(Document::Actor(a)) => Some(*a),
            _ => None,
        })
        .collect();
    let wanted: Vec<Actor> = actors
        .into_iter()
        .filter(|a| name.is_none_or(|n| a.metadata.name.as_deref() == Some(n)))
        .collect();
    match wanted.len() {
        1 => Ok(wanted.into_iter().next().context("one Actor")?),
        0 => bail!(
            "{}: no Actor{} in the file",
            path.display(),
            name.map(|n| format!(" named {n}")).unwrap_or_default()
        ),
        _ => bail!("{}: several Actors: name one with --actor", path.display()),
    }
}

fn new_actor(name: &str, role: &str, tier: &str) -> anyhow::Result<Actor> {
    let tier: RiskTier =
        serde_json::from_value(serde_json::Value::String(tier.into())).map_err(|_| {
            anyhow::anyhow!(
                "--tier {tier:?} is not one of READ_ONLY, WRITE_LIMITED, MODIFY, DELETE, PRIVILEGE"
            )
        })?;
    let spec: ActorSpec = serde_json::from_value(serde_json::json!({"role": role, "tier": tier}))?;
    Ok(Actor::new(name, spec))
}

/// The Actor's spec, its `mcp` tools without a pin in the spec given the one its status
/// shows (the definition pinned when first listed): exported, a reviewed Actor's pins
/// travel with its tools, and imported elsewhere they are accepted pins from the start.
pub fn with_status_pins(actor: Actor) -> ActorSpec {
    let pins = actor.status.map(|s| s.tool_pins).unwrap_or_default();
    let mut spec = actor.spec;
    for t in spec
        .tools
        .iter_mut()
        .filter(|t| t.pin.is_none() && t.runtime == argus_crds::ToolRuntime::Mcp)
    {
        t.pin = pins
            .iter()
            .find(|p| p.name == t.name)
            .and_then(|p| p.sha256.clone());
    }
    spec
}

/// An Actor's tools in `format`, as pretty JSON.
pub fn export(spec: &ActorSpec, format: ToolFormat) -> anyhow::Result<String> {
    let v = export_tools(&spec.tools, format);
    Ok(format!("{}\n", serde_json::to_string_pretty(&v)?))
}

/// `base` with the tools of `text` (JSON in `format`), as Actor YAML.
pub fn import(text: &str, format: &ToolFormat, mut base: Actor) -> anyhow::Result<String> {
    if !matches!(
        format,
        ToolFormat::Openai | ToolFormat::OpenaiResponses | ToolFormat::Mcp
    ) {
        bail!("import reads openai or mcp tool definitions");
    }
    let doc: serde_json::Value =
        serde_json::from_str(text).context("the tools file is not JSON")?;
    let tools = import_tools(&doc, *format)?;
    for t in tools {
        base.spec.tools.retain(|old| old.name != t.name);
        base.spec.tools.push(t);
    }
    let mut v = serde_json::to_value(&base)?;
    if let Some(o) = v.as_object_mut() {
        o.remove("status");
        if let Some(m) = o.get_mut("metadata").and_then(|m| m.as_object_mut()) {
            m.retain(|k, _| k == "name" || k == "namespace" || k == "labels" || k == "annotations");
        }
    }
    Ok(serde_saphyr::to_string(&v)?)
}

#[cfg(test)]
mod tests {
    use super::*;

    const ACTOR: &str = "../manifests/examples/actor-support.yaml";

    #[test]
    fn export_then_import_keeps_every_tool_per_format() {
        let actor =
            actor_from_file(std::path::Path::new(ACTOR), None).unwrap_or_else(|e| panic!("{e}"));
        for format in [ToolFormat::Openai, ToolFormat::Mcp] {
            let json = export(&actor.spec, format).unwrap_or_else(|e| panic!("{e}"));
            let yaml = import(
                &json,
                &format,
                new_actor("x", "r", "MODIFY").unwrap_or_else(|e| panic!("{e}")),
            )
            .unwrap_or_else(|e| panic!("{e}"));
            let back = match parse_documents(&yaml)
                .unwrap_or_else(|e| panic!("{e}"))
                .remove(0)
            {
                Ok(Document::Actor(a)) => a,
                other => panic!("not an Actor: {yaml}\n{:?}", other.map(|d| d.describe())),
            };
            let names: Vec<&str> = back.spec.tools.iter().map(|t| t.name.as_str()).collect();
            let expected: Vec<&str> = actor.spec.tools.iter().map(|t| t.name.as_str()).collect();
            assert_eq!(names, expected, "{format:?}");
            for (a, b) in actor.spec.tools.iter().zip(&back.spec.tools) {
                assert_eq!(a.parameters, b.parameters, "{format:?} {}", a.name);
                assert_eq!(a.description, b.description);
                if format == ToolFormat::Mcp {
                    assert_eq!((a.runtime, &a.endpoint), (b.runtime, &b.endpoint));
                }
            }
        }
    }

    #[test]
    fn pins_of_the_spec_and_the_status_travel_through_mcp() {
        let mut actor =
            actor_from_file(std::path::Path::new(ACTOR), None).unwrap_or_else(|e| panic!("{e}"));
        actor.spec.tools.push(argus_crds::ToolSpec {
            name: "search_archive".into(),
            description: None,
            parameters: None,
            runtime: argus_crds::ToolRuntime::Mcp,
            endpoint: Some("kb-server".into()),
            pin: None,
        });
        let mcp: Vec<String> = actor
            .spec
            .tools
            .iter()
            .filter(|t| t.runtime == argus_crds::ToolRuntime::Mcp)
            .map(|t| t.name.clone())
            .collect();
        assert_eq!(mcp.len(), 2, "{mcp:?}");
        let accepted = format!("sha256:{}", "a".repeat(64));
        let listed = format!("sha256:{}", "b".repeat(64));
        for t in actor.spec.tools.iter_mut().filter(|t| t.name == mcp[0]) {
            t.pin = Some(accepted.clone());
        }
        actor.status = Some(argus_crds::ActorStatus {
            tool_pins: mcp
                .iter()
                .map(|n| argus_crds::ToolPinStatus {
                    name: n.clone(),
                    sha256: Some(listed.clone()),
                    ..Default::default()
                })
                .collect(),
            ..Default::default()
        });
        let json =
            export(&with_status_pins(actor), ToolFormat::Mcp).unwrap_or_else(|e| panic!("{e}"));
        let yaml = import(
            &json,
            &ToolFormat::Mcp,
            new_actor("x", "r", "MODIFY").unwrap_or_else(|e| panic!("{e}")),
        )
        .unwrap_or_else(|e| panic!("{e}"));
        let Ok(Document::Actor(back)) = parse_documents(&yaml)
            .unwrap_or_else(|e| panic!("{e}"))
            .remove(0)
        else {
            panic!("not an Actor: {yaml}");
        };
        let pin = |n: &str| {
            back.spec
                .tools
                .iter()
                .find(|t| t.name == n)
                .and_then(|t| t.pin.clone())
        };
        // The spec's pin wins over the status's; the others come from the status.
        assert_eq!(pin(&mcp[0]), Some(accepted));
        assert_eq!(pin(&mcp[1]), Some(listed));
        assert!(
            back.spec
                .tools
                .iter()
                .filter(|t| t.runtime != argus_crds::ToolRuntime::Mcp)
                .all(|t| t.pin.is_none())
        );
    }

    #[test]
    fn import_into_an_existing_actor_replaces_same_named_tools() {
        let actor =
            actor_from_file(std::path::Path::new(ACTOR), None).unwrap_or_else(|e| panic!("{e}"));
        let json = r#"{"tools":[{"name":"lookup_order","description":"new","inputSchema":{"type":"object"}},{"name":"fresh","inputSchema":{"type":"object"}}]}"#;
        let yaml = import(json, &ToolFormat::Mcp, actor.clone()).unwrap_or_else(|e| panic!("{e}"));
        assert!(yaml.contains("name: support-agent"), "{yaml}");
        let back = match parse_documents(&yaml)
            .unwrap_or_else(|e| panic!("{e}"))
            .remove(0)
        {
            Ok(Document::Actor(a)) => a,
            _ => panic!("not an Actor"),
        };
        assert_eq!(back.spec.tools.len(), actor.spec.tools.len() + 1);
        let lookup = back.spec.tools.iter().find(|t| t.name == "lookup_order");
        assert_eq!(lookup.and_then(|t| t.description.as_deref()), Some("new"));
        assert!(import("{}", &ToolFormat::Anthropic, actor).is_err());
        assert!(
            new_actor("x", "r", "ROOT").is_err_and(|e| e.to_string().contains("--tier \"ROOT\""))
        );
    }
}
