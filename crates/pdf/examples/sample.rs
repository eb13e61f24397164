//! Writes a sample report PDF: `cargo run -p showscribe-pdf --example sample -- out.pdf [items]`.
//! With a number of items, the report repeats the realistic findings to that length; with `cma`
//! it includes the market analysis, and with `cma-only` it is the market analysis report.

#[path = "../tests/common/mod.rs"]
#[allow(clippy::unwrap_used, clippy::expect_used)]
mod common;

use std::process::ExitCode;

use showscribe_pdf::TypstPdfRenderer;

/// Whether the second argument is `word`.
fn args_is(word: &str) -> bool {
    std::env::args().nth(2).as_deref() == Some(word)
}

fn main() -> ExitCode {
    let mut args = std::env::args().skip(1);
    let Some(out) = args.next() else {
        eprintln!("usage: sample <out.pdf> [number of items]");
        return ExitCode::FAILURE;
    };
    let input = match args.next().map(|n| n.parse::<usize>()) {
        None => common::realistic_input(),
        Some(Err(_)) if args_is("cma") => common::realistic_input_with_cma(),
        Some(Err(_)) if args_is("cma-only") => {
            let mut input = common::realistic_input_with_cma();
            if let Some(cma) = input.market_analysis.take() {
                input.report = cma;
            }
            input
        }
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
