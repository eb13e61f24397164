//! Rendering a 40-item report (about four pages, with a logo). Target: under 100 ms p50 in a
//! release build, and a PDF under 300 KB (printed once before the measurements).

#[path = "../tests/common/mod.rs"]
#[allow(clippy::unwrap_used, clippy::expect_used)]
mod common;

use criterion::{Criterion, criterion_group, criterion_main};
use showscribe_pdf::TypstPdfRenderer;

fn render_forty_items(c: &mut Criterion) {
    let renderer = TypstPdfRenderer::new();
    let input = common::input_with(common::many_items(40), Some(common::png_logo()));
    match renderer.render_blocking(&input) {
        Ok(pdf) => println!("40-item report PDF: {} bytes", pdf.len()),
        Err(e) => panic!("rendering failed: {e}"),
    }
    c.bench_function("render a 40-item report", |b| {
        b.iter(|| renderer.render_blocking(std::hint::black_box(&input)))
    });
}

criterion_group!(benches, render_forty_items);
criterion_main!(benches);
