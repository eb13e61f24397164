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

#[test]
fn a_large_sideways_photo_is_scaled_and_turned_upright() {
    // 2,400 × 1,800 stored sideways: scaled to 2,048 on its long edge, then turned.
    let prepared = prepare(&PhotoUpload::parse(jpeg_with_gps(2400, 1800, 6)).unwrap()).unwrap();
    assert_eq!((prepared.width, prepared.height), (1536, 2048));
    let full = decode(&prepared.full).to_rgb8();
    assert!(full.get_pixel(768, 40).0[0] > 150, "the red half is on top");
    assert!(
        full.get_pixel(768, 2000).0[2] > 150,
        "the blue half is below"
    );
    let thumb = decode(&prepared.thumbnail);
    assert_eq!((thumb.width(), thumb.height()), (300, 400));
    // Upside down (orientation 3): the red left half ends on the right.
    let prepared = prepare(&PhotoUpload::parse(jpeg_with_gps(2400, 1800, 3)).unwrap()).unwrap();
    assert_eq!((prepared.width, prepared.height), (2048, 1536));
    let full = decode(&prepared.full).to_rgb8();
    assert!(full.get_pixel(2000, 768).0[0] > 150);
    assert!(full.get_pixel(40, 768).0[2] > 150);
}

#[test]
fn scaling_averages_fine_detail_instead_of_picking_pixels() {
    // One-pixel black and white stripes: any sampling of single pixels answers black or white;
    // a filter that weighs every pixel answers an even grey.
    let stripes = RgbImage::from_fn(4096, 256, |x, _| {
        if x % 2 == 0 {
            image::Rgb([0, 0, 0])
        } else {
            image::Rgb([255, 255, 255])
        }
    });
    let prepared = strip_and_size(DynamicImage::ImageRgb8(stripes)).unwrap();
    let full = decode(&prepared.full).to_rgb8();
    for x in [10, 11, 1000, 1001, 2037] {
        let [r, _, _] = full.get_pixel(x, 64).0;
        assert!((100..=156).contains(&r), "pixel {x} is {r}, not grey");
    }
}

#[test]
fn transparent_pixels_do_not_tint_the_scaled_edges() {
    // The left half is opaque white, the right half fully transparent but red underneath; a
    // scaler that ignored the transparency would smear pink into the white edge.
    let rgba = image::RgbaImage::from_fn(4096, 100, |x, _| {
        if x < 2048 {
            image::Rgba([255, 255, 255, 255])
        } else {
            image::Rgba([255, 0, 0, 0])
        }
    });
    let prepared = strip_and_size(DynamicImage::ImageRgba8(rgba)).unwrap();
    let full = decode(&prepared.full).to_rgb8();
    for x in 1000..1048 {
        let [_, g, b] = full.get_pixel(x, 25).0;
        assert!(
            g > 240 && b > 240,
            "pixel {x} is tinted: {:?}",
            full.get_pixel(x, 25)
        );
    }
}

#[test]
fn the_long_edge_comes_out_exactly_at_the_limit() {
    assert_eq!(
        size::fitted_dimensions(4000, 3000, 2048),
        Some((2048, 1536))
    );
    assert_eq!(
        size::fitted_dimensions(3000, 4000, 2048),
        Some((1536, 2048))
    );
    // 2,048 × 1,000 / 2,100 = 975.2.
    assert_eq!(size::fitted_dimensions(2100, 1000, 2048), Some((2048, 975)));
    // A panorama keeps at least one pixel of height.
    assert_eq!(size::fitted_dimensions(50_000, 10, 400), Some((400, 1)));
    assert_eq!(size::fitted_dimensions(2048, 2048, 2048), None);
    assert_eq!(size::fitted_dimensions(300, 200, 400), None);
}
