//! Preparing a 12-megapixel phone photo (4,000 × 3,000 JPEG with EXIF): decode, orient,
//! size to 2,048 px and 400 px, encode both. Target: under 300 ms on one core.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::time::{Duration, Instant};

use criterion::{Criterion, criterion_group, criterion_main};
use jpeg_encoder::{ColorType, Encoder};
use showscribe_domain::photo::PhotoUpload;

/// A 12-megapixel JPEG with gradients and noise, so the decoder has real work.
fn twelve_megapixels() -> Vec<u8> {
    let (w, h) = (4000u32, 3000u32);
    let mut seed = 0x2545_F491_u32;
    let pixels: Vec<u8> = (0..w * h)
        .flat_map(|i| {
            seed ^= seed << 13;
            seed ^= seed >> 17;
            seed ^= seed << 5;
            let (x, y) = (i % w, i / w);
            let noise = (seed & 0x1F) as u8;
            [
                ((x * 255 / w) as u8).saturating_add(noise),
                ((y * 255 / h) as u8).saturating_add(noise),
                (((x + y) % 256) as u8).wrapping_add(noise),
            ]
        })
        .collect();
    let mut out = Vec::new();
    let mut encoder = Encoder::new(&mut out, 90);
    encoder
        .add_app_segment(1, b"Exif\0\0MM\0\x2A\0\0\0\x08\0\0\0\0\0\0".to_vec())
        .unwrap();
    encoder
        .encode(&pixels, w as u16, h as u16, ColorType::Rgb)
        .unwrap();
    out
}

fn prepare(c: &mut Criterion) {
    let upload = PhotoUpload::parse(twelve_megapixels()).unwrap();
    // One timed run printed plainly, as the figure the README quotes.
    let start = Instant::now();
    let prepared = showscribe_images::prepare(&upload).unwrap();
    println!(
        "12 MP JPEG ({:.1} MB) prepared in {:?}: full {}x{} {} KB, thumbnail {} KB",
        upload.bytes().len() as f64 / 1e6,
        start.elapsed(),
        prepared.width,
        prepared.height,
        prepared.full.len() / 1024,
        prepared.thumbnail.len() / 1024
    );
    let mut group = c.benchmark_group("photos");
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(10));
    group.bench_function("prepare_12mp_jpeg", |b| {
        b.iter(|| showscribe_images::prepare(&upload).unwrap())
    });
    group.finish();
}

criterion_group!(benches, prepare);
criterion_main!(benches);
