//! Writes a sample report PDF: `cargo run -p showscribe-pdf --example sample -- out.pdf [items]`.
//! With a number of items, the report repeats the realistic findings to that length.

#[path = "../tests/common/mod.rs"]
#[allow(clippy::unwrap_used, clippy::expect_used)]
mod common;

use std::process::ExitCode;

use showscribe_pdf::TypstPdfRenderer;

fn main() -> ExitCode {
    let mut args = std::env::args().skip(1);
    let Some(out) = args.next() else {
        eprintln!("usage: sample <out.pdf> [number of items]");
        return ExitCode::FAILURE;
    };
    let input = match args.next().map(|n| n.parse::<usize>()) {
        None => common::realistic_input(),
        Some(Ok(n)) => common::input_with(common::many_items(n), Some(common::png_logo())),
        Some(Err(e)) => {
            eprintln!("the number of items: {e}");
            return ExitCode::FAILURE;
        }
    };
    let renderer = TypstPdfRenderer::new();
    let pdf = match renderer.render_blocking(&input) {
        Ok(pdf) => pdf,
        Err(e) => {
            eprintln!("rendering failed: {e}");
            return ExitCode::FAILURE;
        }
    };
    if let Err(e) = std::fs::write(&out, &pdf) {
        eprintln!("writing {out}: {e}");
        return ExitCode::FAILURE;
    }
    println!("wrote {out} ({} bytes)", pdf.len());
    ExitCode::SUCCESS
}
