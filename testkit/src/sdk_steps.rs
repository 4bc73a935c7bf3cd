//! A Python SDK client script that prints one JSON object per step
//! (`{"step": "<name>", ...}`): run it, fail loudly when it fails, look steps up by name.

use std::collections::BTreeMap;
use std::time::Duration;

use serde_json::Value;

/// The steps one run printed.
pub struct Steps {
    /// Its whole standard output (for failure messages).
    pub stdout: String,
    /// Each step by name (a name printed twice: the last).
    pub by_name: BTreeMap<String, Value>,
}

impl Steps {
    /// Step `name`; panics, with the whole output, when the script printed none.
    pub fn step(&self, name: &str) -> &Value {
        self.by_name
            .get(name)
            .unwrap_or_else(|| panic!("no step {name}:\n{}", self.stdout))
    }
}

/// Runs `script` (relative to the repository) with `args` within `within`: its steps.
/// Panics with its output when it does not finish in time or exits with an error.
pub async fn run_steps(script: &str, args: Vec<String>, within: Duration) -> Steps {
    let label = format!("{script} {}", args.join(" "));
    let out = tokio::time::timeout(within, crate::run_python(script, args))
        .await
        .unwrap_or_else(|_| panic!("{label} did not finish within {within:?}"));
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(
        out.status.success(),
        "{label} failed:\n{stdout}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    eprintln!("{label}:\n{stdout}");
    let by_name = stdout
        .lines()
        .filter(|l| l.starts_with('{'))
        .map(|l| {
            serde_json::from_str::<Value>(l)
                .unwrap_or_else(|e| panic!("{label}: a step that is not JSON ({e}): {l}"))
        })
        .map(|v| (v["step"].as_str().unwrap_or_default().to_string(), v))
        .collect();
    Steps { stdout, by_name }
}
