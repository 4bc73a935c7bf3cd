//! `kubectl argus context compile --actor A --text "…" [--session S] --preview`: what the
//! actor's sidecar would put before a request ending with that user turn, and why —
//! each pick's source, reason, similarity score and tokens, then the block itself.

use serde_json::{Value, json};

use crate::sidecar_api::{Target, call, refusal};

/// Context commands.
#[derive(clap::Subcommand, Debug)]
pub enum ContextCommand {
    /// Compile the context block for a user turn without sending anything.
    Compile(CompileArgs),
}

/// `context compile`.
#[derive(clap::Args, Debug)]
pub struct CompileArgs {
    #[command(flatten)]
    target: Target,
    /// The user turn to compile the context for.
    #[arg(long)]
    text: String,
    /// The session the turn would belong to (shown in the answer).
    #[arg(long)]
    session: Option<String>,
    /// Show what would be injected (the only mode: nothing is ever sent or delivered,
    /// inbox messages stay in the inbox).
    #[arg(long, default_value_t = true)]
    preview: bool,
}

/// Runs a context command.
pub async fn run(command: ContextCommand) -> anyhow::Result<()> {
    let ContextCommand::Compile(args) = command;
    let body = json!({"text": args.text, "session": args.session});
    let (status, answer) = call(
        &args.target,
        http::Method::POST,
        "/context/preview",
        Some(&body),
    )
    .await?;
    if status != 200 {
        return Err(refusal(status, &answer));
    }
    if args.target.output == "json" {
        println!("{}", serde_json::to_string_pretty(&answer)?);
        return Ok(());
    }
    print!("{}", render(&answer));
    Ok(())
}

/// The human-readable preview.
pub fn render(p: &Value) -> String {
    let mut out = format!(
        "actor {}: {} of {} tokens, {} picked, {} over budget, {} duplicates, semantic recall {}\n",
        p["actor"].as_str().unwrap_or("?"),
        p["tokens"],
        p["maxTokens"],
        p["picks"].as_array().map_or(0, Vec::len),
        p["overBudget"],
        p["duplicates"],
        if p["semantic"] == true {
            "on"
        } else {
            "off (no embedding)"
        },
    );
    if let Some(c) = p["candidates"].as_object() {
        let per: Vec<String> = c.iter().map(|(k, v)| format!("{k}={v}")).collect();
        out.push_str(&format!("candidates: {}\n", per.join(" ")));
    }
    out.push_str("\nWHY        SCORE  TOKENS  SOURCE        ROLE        TEXT\n");
    for pick in p["picks"].as_array().into_iter().flatten() {
        let score = pick["why"]["score"]
            .as_f64()
            .map_or("-".to_string(), |s| format!("{s:.3}"));
        let text: String = pick["text"]
            .as_str()
            .unwrap_or("")
            .chars()
            .take(60)
            .collect();
        out.push_str(&format!(
            "{:<10} {:>5}  {:>6}  {:<12}  {:<10}  {}\n",
            pick["why"]["kind"].as_str().unwrap_or("?"),
            score,
            pick["tokens"].to_string(),
            pick["source"].as_str().unwrap_or(""),
            pick["role"].as_str().unwrap_or(""),
            text.replace('\n', " "),
        ));
    }
    match p["block"].as_str() {
        Some(b) if !b.is_empty() => {
            out.push_str(&format!("\n--- injected before the user turn ---\n{b}\n"))
        }
        _ => out.push_str("\nnothing would be injected\n"),
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_preview_shows_reasons_scores_and_the_block() {
        let p = json!({
            "actor": "alice", "tokens": 40, "maxTokens": 100, "overBudget": 1, "duplicates": 0,
            "semantic": true, "candidates": {"history": 3},
            "picks": [
                {"why": {"kind": "semantic", "score": 0.91}, "tokens": 12, "source": "history", "role": "user", "text": "the password rotates on Tuesday"},
                {"why": {"kind": "recent"}, "tokens": 8, "source": "history", "role": "assistant", "text": "ok"}
            ],
            "block": "Context compiled by Argus…\n- [history · user] the password rotates on Tuesday"
        });
        let text = render(&p);
        assert!(
            text.starts_with("actor alice: 40 of 100 tokens, 2 picked, 1 over budget"),
            "{text}"
        );
        assert!(
            text.contains("semantic   0.910      12  history       user"),
            "{text}"
        );
        assert!(text.contains("recent         -       8"), "{text}");
        assert!(
            text.contains("--- injected before the user turn ---"),
            "{text}"
        );
    }
}
