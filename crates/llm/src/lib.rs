//! Showscribe's report writer for OpenAI-compatible chat-completions APIs: OpenAI itself, and
//! the servers that speak its protocol locally (Ollama, vLLM, llama.cpp server).
//!
//! One call per report: the instructions and the cost catalog's keys, the property facts that
//! are known and the agent's two note boxes go in; a JSON answer in a strict schema comes out
//! and becomes a [`ReportDraft`](showscribe_domain::report::ReportDraft). Costs the model
//! proposes are only proposals: the use case grounds them in the catalog. Timeouts, connection
//! errors, 429 and 5xx answers are retried; any failure is reported as a
//! [`WriterError`](showscribe_application::ports::WriterError) so that the built-in estimator
//! can write the report instead.

mod answer;
mod prompt;
mod settings;
mod writer;

pub use answer::MAX_FINDINGS;
pub use settings::LlmSettings;
pub use writer::{LlmConfigError, OpenAiCompatibleWriter};
