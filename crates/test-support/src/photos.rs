//! Photo files as phones send them, made in memory: a JPEG with an EXIF orientation and a GPS
//! position, a PNG, and a PNG header declaring a huge image (a decompression bomb).

use jpeg_encoder::{ColorType, Encoder};

/// The latitude written into [`jpeg_with_gps`]'s GPS block, as its raw rational bytes
/// (big-endian 51/1, 30/1, 1234/100): a test finds these bytes in the upload and checks they
/// are gone from what was stored.
pub const GPS_LATITUDE_BYTES: [u8; 24] = [
    0, 0, 0, 51, 0, 0, 0, 1, 0, 0, 0, 30, 0, 0, 0, 1, 0, 0, 0x04, 0xD2, 0, 0, 0, 100,
];

/// A `width` × `height` JPEG, its left half red and its right half blue, whose EXIF says
/// `orientation` (1 upright, 6 turned a quarter clockwise…) and carries a GPS latitude.
pub fn jpeg_with_gps(width: u16, height: u16, orientation: u16) -> Vec<u8> {
    let pixels: Vec<u8> = (0..u32::from(height))
        .flat_map(|_| {
            (0..u32::from(width)).flat_map(move |x| {
                if x < u32::from(width) / 2 {
                    [220, 30, 30]
                } else {
                    [30, 30, 220]
                }
            })
        })
        .collect();
    let mut out = Vec::new();
    let mut encoder = Encoder::new(&mut out, 90);
    encoder.add_app_segment(1, exif(orientation)).unwrap();
    encoder
        .encode(&pixels, width, height, ColorType::Rgb)
        .unwrap();
    out
}

/// An EXIF block (big-endian TIFF): IFD0 with the orientation and a pointer to a GPS IFD
/// holding the latitude reference and the latitude.
fn exif(orientation: u16) -> Vec<u8> {
    let mut t = Vec::new();
    t.extend_from_slice(b"Exif\0\0");
    let tiff_start = t.len();
    t.extend_from_slice(b"MM\0\x2A\0\0\0\x08");
    // IFD0 at 8: 2 entries (2 + 2 * 12 + 4 = 30 bytes), GPS IFD at 38.
    t.extend_from_slice(&2u16.to_be_bytes());
    t.extend_from_slice(&[0x01, 0x12, 0, 3, 0, 0, 0, 1]);
    t.extend_from_slice(&orientation.to_be_bytes());
    t.extend_from_slice(&[0, 0]);
    t.extend_from_slice(&[0x88, 0x25, 0, 4, 0, 0, 0, 1, 0, 0, 0, 38]);
    t.extend_from_slice(&0u32.to_be_bytes());
    // GPS IFD at 38: 2 entries (30 bytes), latitude data at 68.
    t.extend_from_slice(&2u16.to_be_bytes());
    t.extend_from_slice(&[0x00, 0x01, 0, 2, 0, 0, 0, 2, b'N', 0, 0, 0]);
    t.extend_from_slice(&[0x00, 0x02, 0, 5, 0, 0, 0, 3, 0, 0, 0, 68]);
    t.extend_from_slice(&0u32.to_be_bytes());
    assert_eq!(t.len() - tiff_start, 68);
    t.extend_from_slice(&GPS_LATITUDE_BYTES);
    t
}

/// A real `width` × `height` PNG: its left half opaque green, its right half transparent.
pub fn png(width: u32, height: u32) -> Vec<u8> {
    let mut out = Vec::new();
    {
        let mut encoder = png::Encoder::new(&mut out, width, height);
        encoder.set_color(png::ColorType::Rgba);
        encoder.set_depth(png::BitDepth::Eight);
        let mut writer = encoder.write_header().unwrap();
        let data: Vec<u8> = (0..width * height)
            .flat_map(|i| [40, 160, 60, if i % width < width / 2 { 255 } else { 0 }])
            .collect();
        writer.write_image_data(&data).unwrap();
    }
    out
}

/// A small PNG whose header declares `width` × `height` pixels, followed by a little
/// compressed data: what a decompression bomb looks like before anything decodes it.
pub fn png_declaring(width: u32, height: u32) -> Vec<u8> {
    let mut b = b"\x89PNG\r\n\x1a\n\x00\x00\x00\x0dIHDR".to_vec();
    b.extend_from_slice(&width.to_be_bytes());
    b.extend_from_slice(&height.to_be_bytes());
    b.extend_from_slice(&[8, 2, 0, 0, 0, 0, 0, 0, 0]);
    b.extend(std::iter::repeat_n(0u8, 17 * 1024));
    b
}

/// Whether `jpeg` carries an APP1 segment (EXIF or XMP) among the segments before its scan.
pub fn has_app1(jpeg: &[u8]) -> bool {
    let mut at = 2;
    while at + 4 <= jpeg.len() && jpeg[at] == 0xFF {
        let marker = jpeg[at + 1];
        if marker == 0xE1 {
            return true;
        }
        if marker == 0xDA {
            return false;
        }
        let len = usize::from(u16::from_be_bytes([jpeg[at + 2], jpeg[at + 3]]));
        at += 2 + len;
    }
    false
}

/// Whether `needle` occurs in `haystack`.
pub fn contains(haystack: &[u8], needle: &[u8]) -> bool {
    haystack.windows(needle.len()).any(|w| w == needle)
}
