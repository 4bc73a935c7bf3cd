//! `argus-operator validate FILE...`: the same checks the operator applies, offline,
//! for users' CI pipelines.

use std::path::PathBuf;
use std::process::ExitCode;

use argus_crds::{ProblemSeverity, parse_documents};

/// Arguments of `validate`.
#[derive(clap::Args, Debug)]
pub struct ValidateArgs {
    /// Files to check (`-` reads standard input).
    #[arg(required = true)]
    pub files: Vec<PathBuf>,
    /// Treat warnings as errors.
    #[arg(long, env = "ARGUS_VALIDATE_STRICT")]
    pub strict: bool,
    /// Print only problems, not the names of valid documents.
    #[arg(long, short)]
    pub quiet: bool,
}

/// Runs the command: 0 when every document is valid, 1 on problems, 2 on unreadable input.
pub fn run(args: &ValidateArgs) -> ExitCode {
    let mut errors = 0usize;
    let mut warnings = 0usize;
    let mut unreadable = false;
    for file in &args.files {
        let Some((name, text)) = read_input(file) else {
            unreadable = true;
            continue;
        };
        let docs = match parse_documents(&text) {
            Ok(d) => d,
            Err(e) => {
                println!("{name}: error: {e}");
                errors += 1;
                continue;
            }
        };
        if docs.is_empty() {
            println!("{name}: warning: no documents");
            warnings += 1;
        }
        for doc in docs {
            let doc = match doc {
                Ok(d) => d,
                Err(e) => {
                    println!("{name}: error: {e}");
                    errors += 1;
                    continue;
                }
            };
            let problems = doc.validate();
            if problems.is_empty() && !args.quiet {
                println!("{name}: {}: valid", doc.describe());
            }
            for p in problems {
                let level = match p.severity {
                    ProblemSeverity::Error => {
                        errors += 1;
                        "error"
                    }
                    ProblemSeverity::Warning => {
                        warnings += 1;
                        "warning"
                    }
                };
                println!("{name}: {}: {level}: {p}", doc.describe());
            }
        }
    }
    if errors + warnings > 0 {
        println!("{errors} error(s), {warnings} warning(s)");
    }
    if unreadable {
        ExitCode::from(2)
    } else if errors > 0 || (args.strict && warnings > 0) {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    }
}

/// The name and text of an input file (`-` is standard input); an unreadable one is
/// reported on stderr as `NAME: cannot read: …` and is `None`.
pub(crate) fn read_input(file: &std::path::Path) -> Option<(String, String)> {
    let name = file.display().to_string();
    let text = if name == "-" {
        std::io::read_to_string(std::io::stdin())
    } else {
        std::fs::read_to_string(file)
    };
    match text {
        Ok(t) => Some((name, t)),
        Err(e) => {
            eprintln!("{name}: cannot read: {e}");
            None
        }
    }
}
