//! Showscribe's report PDF: a branded US Letter document laid out by typst, used as a library.
//!
//! The layout is one fixed template (`template.typ`). The report reaches it as JSON in a
//! virtual file, so text from a showing's notes is always shown literally, never interpreted as
//! markup. Fonts are compiled into the binary: rendering needs no system fonts and no network.

mod renderer;
mod view;
mod world;

pub use renderer::TypstPdfRenderer;
