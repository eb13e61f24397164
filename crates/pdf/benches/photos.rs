//! Rendering the realistic report with 20 photos (three beside items, the rest on the photo
//! page, 400-pixel thumbnails). Target: under 1 s and under 5 MB. The first render's time and
//! the PDF's size are printed once before the measurements.

#[path = "../tests/common/mod.rs"]
#[allow(clippy::unwrap_used, clippy::expect_used)]
mod common;

use std::time::{Duration, Instant};

use criterion::{Criterion, criterion_group, criterion_main};
use showscribe_pdf::TypstPdfRenderer;

fn render(c: &mut Criterion) {
    let renderer = TypstPdfRenderer::new();
    let input = common::input_with_photos(20);
    let started = Instant::now();
    match renderer.render_blocking(&input) {
        Ok(pdf) => println!(
            "first render of a report with 20 photos: {:.1?}; PDF {} bytes ({:.2} MB)",
            started.elapsed(),
            pdf.len(),
            pdf.len() as f64 / 1_048_576.0
        ),
        Err(e) => panic!("rendering failed: {e}"),
    }
    let mut group = c.benchmark_group("photos");
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(10));
    group.bench_function("render a report with 20 photos", |b| {
        b.iter(|| renderer.render_blocking(std::hint::black_box(&input)))
    });
    group.finish();
}

criterion_group!(benches, render);
criterion_main!(benches);
