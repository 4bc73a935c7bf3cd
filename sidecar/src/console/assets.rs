//! The console's page and script, built from `console/` by `make console` (esbuild over
//! Lit components) and committed as `console/dist/`, so the Rust build needs no Node.js;
//! `make console-check` fails when the committed bundle differs from the sources.

/// The page.
pub const INDEX_HTML: &[u8] = include_bytes!("../../../console/dist/index.html");
/// The bundled, minified script.
pub const APP_JS: &[u8] = include_bytes!("../../../console/dist/app.js");
