//! The console's page and script: the same prebuilt bundle the sidecar serves in local
//! mode (`console/dist`, built by `make console` and committed), so the operator's build
//! needs no Node.js either.

/// The page.
pub const INDEX_HTML: &[u8] = include_bytes!("../../../console/dist/index.html");
/// The bundled, minified script.
pub const APP_JS: &[u8] = include_bytes!("../../../console/dist/app.js");
