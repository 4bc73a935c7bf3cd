//! The workflow engine (seed 000): compiled workflows, classification, the session state machine, LTL-lite constraints and interventions.
