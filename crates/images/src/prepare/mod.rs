use std::io::Cursor;

use image::metadata::Orientation;
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
    let orientation = decoder.orientation().unwrap_or(Orientation::NoTransforms);
    let image = DynamicImage::from_decoder(decoder).map_err(unreadable)?;
    size_and_encode(image, orientation)
}

/// Sizes an upright image and encodes the full-size JPEG and the thumbnail.
pub fn strip_and_size(image: DynamicImage) -> Result<PreparedPhoto, ImageError> {
    size_and_encode(image, Orientation::NoTransforms)
}

/// Scales first and turns upright after: the fitting box is square, so the sizes come out the
/// same, and turning the 2,048-pixel photo moves 3 megapixels where turning the upload would
/// move 12 or more. The thumbnail is made from the full-size photo, not the upload.
fn size_and_encode(
    image: DynamicImage,
    orientation: Orientation,
) -> Result<PreparedPhoto, ImageError> {
    let pixels = flatten(image)?;
    let full = match size::fitted(&pixels, FULL_EDGE)? {
        Some(full) => full,
        None => pixels,
    };
    let full = upright(full, orientation);
    let thumbnail = size::fitted(&full, THUMBNAIL_EDGE)?;
    Ok(PreparedPhoto {
        full: jpeg(&full, FULL_QUALITY)?,
        thumbnail: jpeg(thumbnail.as_ref().unwrap_or(&full), THUMBNAIL_QUALITY)?,
        width: full.width(),
        height: full.height(),
    })
}

fn upright(image: RgbImage, orientation: Orientation) -> RgbImage {
    if orientation == Orientation::NoTransforms {
        return image;
    }
    let mut image = DynamicImage::ImageRgb8(image);
    image.apply_orientation(orientation);
    image.into_rgb8()
}

/// RGB pixels, a transparent PNG's transparency laid on white (as it shows on a page). An RGB
/// photo (every JPEG) is taken as it is, without a copy. Laying on white before scaling is
/// what keeps the colour of transparent pixels from bleeding into the edges of opaque ones.
fn flatten(image: DynamicImage) -> Result<RgbImage, ImageError> {
    if !image.color().has_alpha() {
        return Ok(image.into_rgb8());
    }
    let rgba = image.into_rgba8();
    let over = |c: u8, a: u8| {
        let (c, a) = (u16::from(c), u16::from(a));
        // At most (255 × 255 + 127) / 255 = 255.
        u8::try_from((c * a + 255 * (255 - a) + 127) / 255).unwrap_or(u8::MAX)
    };
    let pixels = rgba
        .as_raw()
        .chunks_exact(4)
        .flat_map(|p| [over(p[0], p[3]), over(p[1], p[3]), over(p[2], p[3])])
        .collect();
    RgbImage::from_raw(rgba.width(), rgba.height(), pixels).ok_or_else(|| {
        ImageError::Unexpected(anyhow::anyhow!("the flattened photo has a wrong size"))
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

mod size;

#[cfg(test)]
mod tests;
