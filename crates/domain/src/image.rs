//! What an uploaded image is, read from its first bytes (never from its file name), and how
//! many pixels it declares, read from its header before anything decodes it: a small file can
//! declare a huge image (a decompression bomb) that would exhaust memory once decoded. Logos
//! and photos share these checks.

use thiserror::Error;

/// The most pixels an uploaded image may declare.
pub const MAX_PIXELS: u64 = 50_000_000;

/// An image format recognised by its content.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ImageKind {
    Png,
    Jpeg,
    WebP,
    /// HEIC or HEIF (what iPhones take): recognised so it can be refused with a clear message.
    Heif,
}

impl ImageKind {
    /// The format of `bytes`, from their signature; `None` for anything else.
    pub fn sniff(bytes: &[u8]) -> Option<Self> {
        if bytes.starts_with(b"\x89PNG\r\n\x1a\n") {
            Some(Self::Png)
        } else if bytes.starts_with(&[0xFF, 0xD8, 0xFF]) {
            Some(Self::Jpeg)
        } else if bytes.len() >= 12 && &bytes[..4] == b"RIFF" && &bytes[8..12] == b"WEBP" {
            Some(Self::WebP)
        } else if is_heif(bytes) {
            Some(Self::Heif)
        } else {
            None
        }
    }

    /// Width and height as the header declares them (`None` when it does not say, or for
    /// HEIF, which is never decoded here).
    pub fn declared_size(self, bytes: &[u8]) -> Option<(u32, u32)> {
        match self {
            Self::Png => png_size(bytes),
            Self::Jpeg => jpeg_size(bytes),
            Self::WebP => webp_size(bytes),
            Self::Heif => None,
        }
    }
}

/// Why an image's header is refused.
#[derive(Debug, Clone, Copy, Error, PartialEq, Eq)]
pub enum PixelProblem {
    /// The header does not say the image's size, or says zero: not an image a decoder could read.
    #[error("the image could not be read")]
    Unreadable,
    #[error("the image is {width} × {height} pixels; at most 50 megapixels are accepted")]
    TooManyPixels { width: u32, height: u32 },
}

/// Checks the size `kind`'s header declares in `bytes`, and answers it.
pub fn check_pixels(kind: ImageKind, bytes: &[u8]) -> Result<(u32, u32), PixelProblem> {
    let (width, height) = kind.declared_size(bytes).ok_or(PixelProblem::Unreadable)?;
    if width == 0 || height == 0 {
        return Err(PixelProblem::Unreadable);
    }
    if u64::from(width) * u64::from(height) > MAX_PIXELS {
        return Err(PixelProblem::TooManyPixels { width, height });
    }
    Ok((width, height))
}

/// ISO base media files (`ftyp` box first) whose brand is one of HEIF's.
fn is_heif(bytes: &[u8]) -> bool {
    if bytes.get(4..8) != Some(b"ftyp") {
        return false;
    }
    const BRANDS: [&[u8; 4]; 8] = [
        b"heic", b"heix", b"hevc", b"hevx", b"heim", b"heis", b"mif1", b"msf1",
    ];
    let major = bytes.get(8..12);
    let box_len = bytes
        .get(0..4)
        .and_then(|b| b.try_into().ok())
        .map_or(0, |b: [u8; 4]| u32::from_be_bytes(b) as usize)
        .min(bytes.len());
    // The major brand, then the compatible brands after the minor version.
    major.is_some_and(|m| BRANDS.iter().any(|b| &b[..] == m))
        || bytes.get(16..box_len).is_some_and(|rest| {
            rest.chunks_exact(4)
                .any(|c| BRANDS.iter().any(|b| &b[..] == c))
        })
}

/// Width and height from a PNG's header chunk (IHDR, always first).
pub fn png_size(bytes: &[u8]) -> Option<(u32, u32)> {
    if bytes.get(12..16)? != b"IHDR" {
        return None;
    }
    let be = |at: usize| Some(u32::from_be_bytes(bytes.get(at..at + 4)?.try_into().ok()?));
    Some((be(16)?, be(20)?))
}

/// Width and height from a JPEG's start-of-frame segment, walking the segments before it.
pub fn jpeg_size(bytes: &[u8]) -> Option<(u32, u32)> {
    let mut at = 2;
    loop {
        // Segments start with 0xFF, possibly repeated as fill.
        if *bytes.get(at)? != 0xFF {
            return None;
        }
        while *bytes.get(at)? == 0xFF {
            at += 1;
        }
        let marker = *bytes.get(at)?;
        at += 1;
        match marker {
            // Markers that stand alone, with no length.
            0x01 | 0xD0..=0xD7 => continue,
            // End of image, or the scan, before any frame header.
            0xD9 | 0xDA => return None,
            _ => {}
        }
        let length = usize::from(u16::from_be_bytes([*bytes.get(at)?, *bytes.get(at + 1)?]));
        if length < 2 {
            return None;
        }
        // Start of frame (baseline, progressive, lossless…): not DHT (C4), JPG (C8), DAC (CC).
        if matches!(marker, 0xC0..=0xCF) && !matches!(marker, 0xC4 | 0xC8 | 0xCC) {
            let height = u16::from_be_bytes([*bytes.get(at + 3)?, *bytes.get(at + 4)?]);
            let width = u16::from_be_bytes([*bytes.get(at + 5)?, *bytes.get(at + 6)?]);
            return Some((u32::from(width), u32::from(height)));
        }
        at += length;
    }
}

/// Width and height from a WebP's first chunk: `VP8 ` (lossy), `VP8L` (lossless) or `VP8X`
/// (extended, which declares the canvas).
pub fn webp_size(bytes: &[u8]) -> Option<(u32, u32)> {
    let at = |i: usize| bytes.get(i).copied().map(u32::from);
    match bytes.get(12..16)? {
        b"VP8 " => {
            // Frame tag (3 bytes), start code 9D 01 2A, then 14-bit width and height.
            if bytes.get(23..26)? != [0x9D, 0x01, 0x2A] {
                return None;
            }
            let width = (at(26)? | at(27)? << 8) & 0x3FFF;
            let height = (at(28)? | at(29)? << 8) & 0x3FFF;
            Some((width, height))
        }
        b"VP8L" => {
            if at(20)? != 0x2F {
                return None;
            }
            let bits = at(21)? | at(22)? << 8 | at(23)? << 16 | at(24)? << 24;
            Some(((bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1))
        }
        b"VP8X" => {
            let width = (at(24)? | at(25)? << 8 | at(26)? << 16) + 1;
            let height = (at(27)? | at(28)? << 8 | at(29)? << 16) + 1;
            Some((width, height))
        }
        _ => None,
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// The start of a PNG declaring `width` × `height` (its header chunk; no pixels).
    pub(crate) fn png(width: u32, height: u32) -> Vec<u8> {
        let mut b = b"\x89PNG\r\n\x1a\n\x00\x00\x00\x0dIHDR".to_vec();
        b.extend_from_slice(&width.to_be_bytes());
        b.extend_from_slice(&height.to_be_bytes());
        b.extend_from_slice(&[8, 6, 0, 0, 0, 0, 0, 0, 0]);
        b
    }

    /// The start of a JPEG: an APP0 segment, then a baseline frame of `width` × `height`.
    pub(crate) fn jpeg(width: u16, height: u16) -> Vec<u8> {
        let mut b = vec![0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10];
        b.extend_from_slice(b"JFIF\0\x01\x01\x00\x00\x01\x00\x01\x00\x00");
        b.extend_from_slice(&[0xFF, 0xFF, 0xC0, 0x00, 0x11, 0x08]);
        b.extend_from_slice(&height.to_be_bytes());
        b.extend_from_slice(&width.to_be_bytes());
        b.extend_from_slice(&[3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
        b
    }

    fn riff(chunk: &[u8; 4], body: &[u8]) -> Vec<u8> {
        let mut b = b"RIFF\0\0\0\0WEBP".to_vec();
        b.extend_from_slice(chunk);
        b.extend_from_slice(&(body.len() as u32).to_le_bytes());
        b.extend_from_slice(body);
        b
    }

    /// The start of a lossy WebP of `width` × `height`.
    pub(crate) fn webp_lossy(width: u16, height: u16) -> Vec<u8> {
        let mut body = vec![0, 0, 0, 0x9D, 0x01, 0x2A];
        body.extend_from_slice(&width.to_le_bytes());
        body.extend_from_slice(&height.to_le_bytes());
        riff(b"VP8 ", &body)
    }

    #[test]
    fn recognises_formats_by_content() {
        assert_eq!(ImageKind::sniff(&png(1, 1)), Some(ImageKind::Png));
        assert_eq!(ImageKind::sniff(&jpeg(1, 1)), Some(ImageKind::Jpeg));
        assert_eq!(ImageKind::sniff(&webp_lossy(1, 1)), Some(ImageKind::WebP));
        let heic = b"\0\0\0\x18ftypheic\0\0\0\0mif1heic".to_vec();
        assert_eq!(ImageKind::sniff(&heic), Some(ImageKind::Heif));
        // An iPhone's HEIF carrying its brand among the compatible ones.
        let compatible = b"\0\0\0\x1cftypmp42\0\0\0\0mp41mif1heic".to_vec();
        assert_eq!(ImageKind::sniff(&compatible), Some(ImageKind::Heif));
        // An MP4 video is not a photo.
        let video = b"\0\0\0\x18ftypisom\0\0\0\0isomavc1".to_vec();
        assert_eq!(ImageKind::sniff(&video), None);
        assert_eq!(ImageKind::sniff(b"GIF89a...."), None);
        assert_eq!(ImageKind::sniff(b"%PDF-1.7"), None);
    }

    #[test]
    fn reads_the_size_from_the_header() {
        assert_eq!(png_size(&png(400, 120)), Some((400, 120)));
        assert_eq!(jpeg_size(&jpeg(640, 480)), Some((640, 480)));
        // A progressive frame (C2) counts; a Huffman table (C4) before it does not.
        let mut progressive = vec![0xFF, 0xD8, 0xFF, 0xC4, 0x00, 0x04, 0, 0];
        progressive.extend_from_slice(&[0xFF, 0xC2, 0x00, 0x11, 0x08, 0x01, 0x00, 0x02, 0x00]);
        assert_eq!(jpeg_size(&progressive), Some((512, 256)));
        assert_eq!(webp_size(&webp_lossy(4000, 3000)), Some((4000, 3000)));
        // Lossless: 14 bits each of width - 1 and height - 1 after the signature byte.
        let bits: u32 = (100 - 1) | ((50 - 1) << 14);
        let mut lossless = vec![0x2F];
        lossless.extend_from_slice(&bits.to_le_bytes());
        assert_eq!(webp_size(&riff(b"VP8L", &lossless)), Some((100, 50)));
        // Extended: 24 bits each of canvas width - 1 and height - 1.
        let mut extended = vec![0; 4];
        extended.extend_from_slice(&[0x2F, 0x75, 0x00, 0x2F, 0x75, 0x00]);
        assert_eq!(webp_size(&riff(b"VP8X", &extended)), Some((30_000, 30_000)));
    }

    #[test]
    fn refuses_huge_or_sizeless_images_from_the_header() {
        assert_eq!(
            check_pixels(ImageKind::Png, &png(30_000, 30_000)),
            Err(PixelProblem::TooManyPixels {
                width: 30_000,
                height: 30_000
            })
        );
        assert_eq!(
            check_pixels(ImageKind::WebP, &webp_lossy(16_000, 16_000)),
            Err(PixelProblem::TooManyPixels {
                width: 16_000,
                height: 16_000
            })
        );
        assert_eq!(
            check_pixels(ImageKind::Png, &png(10_000, 5_000)),
            Ok((10_000, 5_000))
        );
        assert_eq!(
            check_pixels(ImageKind::Png, &png(0, 10)),
            Err(PixelProblem::Unreadable)
        );
        assert_eq!(
            check_pixels(ImageKind::Jpeg, &[0xFF, 0xD8, 0xFF, 0xE0, 1, 2]),
            Err(PixelProblem::Unreadable)
        );
    }
}
