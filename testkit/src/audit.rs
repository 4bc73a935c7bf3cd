//! The `argus::audit` records a test binary's sidecars write, captured in memory.

use std::sync::{Arc, Mutex};

/// The `argus::audit` records of this test binary (a capturing subscriber, installed once).
pub fn audit_records() -> Arc<Mutex<Vec<std::collections::BTreeMap<String, String>>>> {
    use tracing_subscriber::layer::SubscriberExt;
    type Records = Arc<Mutex<Vec<std::collections::BTreeMap<String, String>>>>;
    struct Capture(Records);
    struct Fields(std::collections::BTreeMap<String, String>);
    impl tracing::field::Visit for Fields {
        fn record_str(&mut self, f: &tracing::field::Field, v: &str) {
            self.0.insert(f.name().into(), v.into());
        }
        fn record_debug(&mut self, f: &tracing::field::Field, v: &dyn std::fmt::Debug) {
            self.0.insert(f.name().into(), format!("{v:?}"));
        }
    }
    impl<S: tracing::Subscriber> tracing_subscriber::Layer<S> for Capture {
        fn on_event(&self, e: &tracing::Event<'_>, _: tracing_subscriber::layer::Context<'_, S>) {
            if e.metadata().target() == "argus::audit" {
                let mut fields = Fields(Default::default());
                e.record(&mut fields);
                self.0.lock().unwrap().push(fields.0);
            }
        }
    }
    static RECORDS: std::sync::OnceLock<Records> = std::sync::OnceLock::new();
    RECORDS
        .get_or_init(|| {
            let records = Records::default();
            let subscriber = tracing_subscriber::registry().with(Capture(records.clone()));
            tracing::subscriber::set_global_default(subscriber).unwrap();
            records
        })
        .clone()
}
