//! Rendering a 40-item report (four pages, with a logo). Target: under 100 ms p50 in a release
//! build, and a PDF under 300 KB. The first render of a fresh renderer and the PDF's size are
//! printed once before the measurements.
//!
//! "same report" re-renders one input, as when a summary edit re-renders a report, and benefits
//! from typst's memoisation; "distinct reports" changes the text every time, the case of a
//! server rendering many different reports.

#[path = "../tests/common/mod.rs"]
#[allow(clippy::unwrap_used, clippy::expect_used)]
mod common;

use std::time::Instant;

use criterion::{BatchSize, Criterion, criterion_group, criterion_main};
use showscribe_application::ports::PdfInput;
use showscribe_pdf::TypstPdfRenderer;

fn forty_items(variant: u64) -> PdfInput {
    let mut input = common::input_with(common::many_items(40), Some(common::png_logo()));
    let content = &mut input.report.content;
    content.summary = format!("{} (variant {variant})", content.summary);
    for item in content
        .repairs
        .iter_mut()
        .chain(content.upgrades.iter_mut())
    {
        item.description = format!("{} v{variant}", item.description);
    }
    input
}

fn render(c: &mut Criterion) {
    let started = Instant::now();
    let renderer = TypstPdfRenderer::new();
    let built = started.elapsed();
    let input = forty_items(0);
    match renderer.render_blocking(&input) {
        Ok(pdf) => println!(
            "renderer built in {built:.1?}; first 40-item render {:.1?}; PDF {} bytes",
            started.elapsed() - built,
            pdf.len()
        ),
        Err(e) => panic!("rendering failed: {e}"),
    }

    c.bench_function("render a 40-item report (same report)", |b| {
        b.iter(|| renderer.render_blocking(std::hint::black_box(&input)))
    });

    let mut variant = 0;
    c.bench_function("render a 40-item report (distinct reports)", |b| {
        b.iter_batched(
            || {
                variant += 1;
                forty_items(variant)
            },
            |input| renderer.render_blocking(&input),
            BatchSize::SmallInput,
        )
    });
}

criterion_group!(benches, render);
criterion_main!(benches);
