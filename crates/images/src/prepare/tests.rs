#![allow(clippy::unwrap_used, clippy::expect_used)]

use showscribe_domain::photo::PhotoUpload;
use showscribe_test_support::photos::{
    GPS_LATITUDE_BYTES, contains, has_app1, jpeg_with_gps, png, png_declaring,
};

use super::*;

fn decode(jpeg: &[u8]) -> DynamicImage {
    image::load_from_memory_with_format(jpeg, ImageFormat::Jpeg).unwrap()
}

#[test]
fn strips_exif_and_gps_and_keeps_the_picture() {
    let upload = jpeg_with_gps(64, 48, 1);
    assert!(has_app1(&upload) && contains(&upload, &GPS_LATITUDE_BYTES));
    let prepared = prepare(&PhotoUpload::parse(upload).unwrap()).unwrap();
    for stored in [&prepared.full, &prepared.thumbnail] {
        assert!(!has_app1(stored), "an APP1 (EXIF) segment was kept");
        assert!(!contains(stored, b"Exif"));
        assert!(!contains(stored, &GPS_LATITUDE_BYTES));
    }
    assert_eq!((prepared.width, prepared.height), (64, 48));
    let full = decode(&prepared.full).to_rgb8();
    assert!(full.get_pixel(4, 24).0[0] > 150, "the left half is red");
    assert!(full.get_pixel(60, 24).0[2] > 150, "the right half is blue");
}

#[test]
fn turns_the_photo_upright_as_its_exif_says() {
    // Stored sideways, 64 wide and 48 high; orientation 6 says to turn it a quarter clockwise.
    let prepared = prepare(&PhotoUpload::parse(jpeg_with_gps(64, 48, 6)).unwrap()).unwrap();
    assert_eq!((prepared.width, prepared.height), (48, 64));
    let full = decode(&prepared.full).to_rgb8();
    // The red left half is now on top.
    assert!(full.get_pixel(24, 4).0[0] > 150);
    assert!(full.get_pixel(24, 60).0[2] > 150);
}

#[test]
fn sizes_the_full_photo_and_the_thumbnail() {
    let big = DynamicImage::ImageRgb8(RgbImage::from_pixel(4032, 3024, image::Rgb([9, 99, 199])));
    let prepared = strip_and_size(big).unwrap();
    assert_eq!((prepared.width, prepared.height), (2048, 1536));
    let thumb = decode(&prepared.thumbnail);
    assert_eq!((thumb.width(), thumb.height()), (400, 300));
    // Close to but over the edge: filtered, not sampled.
    let near = DynamicImage::ImageRgb8(RgbImage::new(2100, 1000));
    assert_eq!(strip_and_size(near).unwrap().width, 2048);
    // A small photo is never enlarged.
    let small = DynamicImage::ImageRgb8(RgbImage::new(300, 200));
    let prepared = strip_and_size(small).unwrap();
    assert_eq!((prepared.width, prepared.height), (300, 200));
}

#[test]
fn lays_transparency_on_white() {
    let prepared = prepare(&PhotoUpload::parse(png(20, 10)).unwrap()).unwrap();
    let full = decode(&prepared.full).to_rgb8();
    let green = full.get_pixel(2, 5).0;
    assert!(
        green[1] > 120 && green[0] < 90,
        "the opaque half stays green: {green:?}"
    );
    let white = full.get_pixel(17, 5).0;
    assert!(
        white.iter().all(|c| *c > 220),
        "the transparent half is white: {white:?}"
    );
}

#[test]
fn a_lying_or_broken_file_is_unreadable_not_a_crash() {
    // Within the header limit but with no image data after it.
    let upload = PhotoUpload::parse(png_declaring(4000, 3000)).unwrap();
    assert!(matches!(prepare(&upload), Err(ImageError::Unreadable(_))));
    let mut truncated = jpeg_with_gps(64, 48, 1);
    truncated.truncate(truncated.len() / 3);
    let upload = PhotoUpload::parse(truncated).unwrap();
    assert!(prepare(&upload).is_err());
}
