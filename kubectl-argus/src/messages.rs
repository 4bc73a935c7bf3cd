//! `kubectl argus messages --actor A`: the messages waiting in an actor's inbox (sent by
//! its peers, delivered once into its next request's context).

use crate::sidecar_api::{Target, call, refusal};

/// `messages`.
#[derive(clap::Args, Debug)]
pub struct MessagesArgs {
    #[command(flatten)]
    target: Target,
}

/// Lists the inbox.
pub async fn run(args: MessagesArgs) -> anyhow::Result<()> {
    let (status, answer) = call(&args.target, http::Method::GET, "/messages", None).await?;
    if status != 200 {
        return Err(refusal(status, &answer));
    }
    if args.target.output == "json" {
        println!("{}", serde_json::to_string_pretty(&answer)?);
        return Ok(());
    }
    println!(
        "inbox of {}: {} waiting",
        answer["actor"].as_str().unwrap_or(&args.target.actor),
        answer["depth"]
    );
    for m in answer["messages"].as_array().into_iter().flatten() {
        println!(
            "{}  from {:<20} {}",
            m["id"].as_str().unwrap_or(""),
            m["from"].as_str().unwrap_or("?"),
            m["text"].as_str().unwrap_or("").replace('\n', " ")
        );
    }
    Ok(())
}
