use std::io::Cursor;

use image::imageops::FilterType;
use image::{DynamicImage, ImageDecoder, ImageFormat, ImageReader, Limits, RgbImage};
use jpeg_encoder::{ColorType, Encoder};
use showscribe_application::ports::{ImageError, PreparedPhoto};
use showscribe_domain::image::MAX_PIXELS;
use showscribe_domain::photo::{FULL_EDGE, PhotoFormat, PhotoUpload, THUMBNAIL_EDGE};

/// JPEG quality of the full-size photo: no visible loss at screen and print sizes.
const FULL_QUALITY: u8 = 82;
const THUMBNAIL_QUALITY: u8 = 80;

/// Decodes the upload (within limits), applies its EXIF orientation and answers the full-size
/// JPEG and the thumbnail. Re-encoding from pixels is what strips the metadata: the JPEGs
/// written here carry only a JFIF header, never an EXIF, XMP or ICC segment of the upload's.
pub fn prepare(upload: &PhotoUpload) -> Result<PreparedPhoto, ImageError> {
    let format = match upload.format() {
        PhotoFormat::Jpeg => ImageFormat::Jpeg,
        PhotoFormat::Png => ImageFormat::Png,
        PhotoFormat::WebP => ImageFormat::WebP,
    };
    let mut reader = ImageReader::with_format(Cursor::new(upload.bytes()), format);
    let mut limits = Limits::default();
    limits.max_image_width = Some(u32::MAX);
    limits.max_image_height = Some(u32::MAX);
    // RGBA at 16 bits a channel for 50 megapixels: the most a decode legitimately needs.
    limits.max_alloc = Some(MAX_PIXELS * 8);
    reader.limits(limits);
    let mut decoder = reader.into_decoder().map_err(unreadable)?;
    let (width, height) = decoder.dimensions();
    if u64::from(width) * u64::from(height) > MAX_PIXELS {
        return Err(ImageError::Unreadable(format!(
            "the photo is {width} × {height} pixels; at most 50 megapixels are accepted"
        )));
    }
    // A missing or unreadable orientation leaves the photo as it is.
    let orientation = decoder.orientation().ok();
    let mut image = DynamicImage::from_decoder(decoder).map_err(unreadable)?;
    if let Some(orientation) = orientation {
        image.apply_orientation(orientation);
    }
    strip_and_size(image)
}

/// Sizes an upright image and encodes the full-size JPEG and the thumbnail.
pub fn strip_and_size(image: DynamicImage) -> Result<PreparedPhoto, ImageError> {
    let full = flatten(&fit(image, FULL_EDGE));
    let thumbnail = DynamicImage::ImageRgb8(full.clone());
    let thumbnail = fit(thumbnail, THUMBNAIL_EDGE).to_rgb8();
    Ok(PreparedPhoto {
        full: jpeg(&full, FULL_QUALITY)?,
        thumbnail: jpeg(&thumbnail, THUMBNAIL_QUALITY)?,
        width: full.width(),
        height: full.height(),
    })
}

/// The image scaled down to fit `edge` × `edge` (never up).
fn fit(image: DynamicImage, edge: u32) -> DynamicImage {
    let (w, h) = (image.width(), image.height());
    if w <= edge && h <= edge {
        return image;
    }
    if w.max(h) >= 2 * edge {
        // Area averaging: fast and free of aliasing for large reductions (a 12-megapixel
        // photo to 2,048 pixels), where a filter would take several times as long.
        image.thumbnail(edge, edge)
    } else {
        image.resize(edge, edge, FilterType::Triangle)
    }
}

/// RGB pixels, a transparent PNG's transparency laid on white (as it shows on a page).
fn flatten(image: &DynamicImage) -> RgbImage {
    if !image.color().has_alpha() {
        return image.to_rgb8();
    }
    let rgba = image.to_rgba8();
    RgbImage::from_fn(rgba.width(), rgba.height(), |x, y| {
        let [r, g, b, a] = rgba.get_pixel(x, y).0;
        let over = |c: u8| {
            let (c, a) = (u16::from(c), u16::from(a));
            ((c * a + 255 * (255 - a) + 127) / 255) as u8
        };
        image::Rgb([over(r), over(g), over(b)])
    })
}

fn jpeg(image: &RgbImage, quality: u8) -> Result<Vec<u8>, ImageError> {
    let width = u16::try_from(image.width()).map_err(|e| ImageError::Unexpected(e.into()))?;
    let height = u16::try_from(image.height()).map_err(|e| ImageError::Unexpected(e.into()))?;
    let mut out = Vec::new();
    Encoder::new(&mut out, quality)
        .encode(image.as_raw(), width, height, ColorType::Rgb)
        .map_err(|e| ImageError::Unexpected(anyhow::anyhow!("JPEG encoding failed: {e}")))?;
    Ok(out)
}

fn unreadable(e: image::ImageError) -> ImageError {
    ImageError::Unreadable(format!("the photo could not be read as an image: {e}"))
}

#[cfg(test)]
mod tests;
