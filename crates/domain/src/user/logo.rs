//! An agent's logo: PNG, JPEG or SVG, recognised by its content (never by its file name), at
//! most 2 MB, and for SVG free of scripts, event handlers and external references.

use thiserror::Error;

use crate::image::{ImageKind, PixelProblem, check_pixels};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LogoFormat {
    Png,
    Jpeg,
    Svg,
}

impl LogoFormat {
    pub fn content_type(self) -> &'static str {
        match self {
            Self::Png => "image/png",
            Self::Jpeg => "image/jpeg",
            Self::Svg => "image/svg+xml",
        }
    }

    pub fn extension(self) -> &'static str {
        match self {
            Self::Png => "png",
            Self::Jpeg => "jpg",
            Self::Svg => "svg",
        }
    }

    pub fn from_extension(ext: &str) -> Option<Self> {
        match ext {
            "png" => Some(Self::Png),
            "jpg" | "jpeg" => Some(Self::Jpeg),
            "svg" => Some(Self::Svg),
            _ => None,
        }
    }
}

#[derive(Debug, Error, PartialEq, Eq)]
pub enum InvalidLogo {
    #[error("the logo is empty")]
    Empty,
    #[error("the logo must be at most 2 MB")]
    TooLarge,
    #[error("the logo must be a PNG, JPEG or SVG image")]
    UnsupportedType,
    #[error("the SVG logo is not valid SVG")]
    MalformedSvg,
    #[error("the SVG logo contains scripts or external references, which are not allowed")]
    UnsafeSvg,
    /// A PNG or JPEG whose header does not say its size: not an image a renderer could read.
    #[error("the logo image could not be read")]
    Unreadable,
    /// Refused from the header, before anything decodes it: a small file can declare a huge
    /// image (a decompression bomb) that would exhaust memory when the PDF is rendered.
    #[error("the logo is {width} × {height} pixels; at most 50 megapixels are accepted")]
    TooManyPixels { width: u32, height: u32 },
}

/// A validated logo image.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LogoImage {
    format: LogoFormat,
    bytes: Vec<u8>,
}

impl LogoImage {
    pub const MAX_BYTES: usize = 2 * 1024 * 1024;

    pub fn parse(bytes: Vec<u8>) -> Result<Self, InvalidLogo> {
        if bytes.is_empty() {
            return Err(InvalidLogo::Empty);
        }
        if bytes.len() > Self::MAX_BYTES {
            return Err(InvalidLogo::TooLarge);
        }
        // Logos are PNG, JPEG or SVG; a photo format such as WebP is not one of them.
        let format = match ImageKind::sniff(&bytes) {
            Some(ImageKind::Png) => LogoFormat::Png,
            Some(ImageKind::Jpeg) => LogoFormat::Jpeg,
            None if looks_like_svg(&bytes) => LogoFormat::Svg,
            _ => return Err(InvalidLogo::UnsupportedType),
        };
        match format {
            LogoFormat::Png => check_pixels(ImageKind::Png, &bytes).map(drop)?,
            LogoFormat::Jpeg => check_pixels(ImageKind::Jpeg, &bytes).map(drop)?,
            LogoFormat::Svg => check_svg(&bytes)?,
        }
        Ok(Self { format, bytes })
    }

    pub fn format(&self) -> LogoFormat {
        self.format
    }

    pub fn bytes(&self) -> &[u8] {
        &self.bytes
    }

    pub fn into_bytes(self) -> Vec<u8> {
        self.bytes
    }
}

impl From<PixelProblem> for InvalidLogo {
    fn from(p: PixelProblem) -> Self {
        match p {
            PixelProblem::Unreadable => Self::Unreadable,
            PixelProblem::TooManyPixels { width, height } => Self::TooManyPixels { width, height },
        }
    }
}

fn looks_like_svg(bytes: &[u8]) -> bool {
    let head = String::from_utf8_lossy(&bytes[..bytes.len().min(1024)]).to_lowercase();
    head.contains("<svg")
}

const FORBIDDEN_ELEMENTS: &[&str] = &[
    "script",
    "foreignobject",
    "iframe",
    "object",
    "embed",
    "audio",
    "video",
    "handler",
    "listener",
];

fn check_svg(bytes: &[u8]) -> Result<(), InvalidLogo> {
    let text = std::str::from_utf8(bytes).map_err(|_| InvalidLogo::MalformedSvg)?;
    let lower = text.to_lowercase();
    // Entity declarations can smuggle content past the checks below (and blow up parsers).
    if lower.contains("<!entity") || lower.contains("<!doctype") {
        return Err(InvalidLogo::UnsafeSvg);
    }
    let doc = roxmltree::Document::parse(text).map_err(|_| InvalidLogo::MalformedSvg)?;
    if !doc
        .root_element()
        .tag_name()
        .name()
        .eq_ignore_ascii_case("svg")
    {
        return Err(InvalidLogo::MalformedSvg);
    }
    for node in doc.descendants().filter(|n| n.is_element()) {
        let name = node.tag_name().name().to_ascii_lowercase();
        if FORBIDDEN_ELEMENTS.contains(&name.as_str()) {
            return Err(InvalidLogo::UnsafeSvg);
        }
        if name == "style" && node.text().is_some_and(unsafe_css) {
            return Err(InvalidLogo::UnsafeSvg);
        }
        for attr in node.attributes() {
            let attr_name = attr.name().to_ascii_lowercase();
            let value = attr.value().trim();
            if attr_name.starts_with("on") {
                return Err(InvalidLogo::UnsafeSvg);
            }
            if (attr_name == "href" || attr_name == "src") && !value.starts_with('#') {
                return Err(InvalidLogo::UnsafeSvg);
            }
            if attr_name == "style" && unsafe_css(value) {
                return Err(InvalidLogo::UnsafeSvg);
            }
            if value.to_ascii_lowercase().contains("javascript:") {
                return Err(InvalidLogo::UnsafeSvg);
            }
        }
    }
    Ok(())
}

fn unsafe_css(css: &str) -> bool {
    let css = css.to_ascii_lowercase();
    if css.contains("@import") || css.contains("expression(") || css.contains("javascript:") {
        return true;
    }
    css.match_indices("url(").any(|(i, _)| {
        let rest = css[i + 4..].trim_start_matches([' ', '"', '\'']);
        !rest.starts_with('#')
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::image::tests::{jpeg, png};

    const SVG: &str = r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><defs><linearGradient id="g"/></defs><rect width="10" height="10" fill="url(#g)"/><use href="#g"/></svg>"##;

    #[test]
    fn recognises_images_by_content() {
        assert_eq!(
            LogoImage::parse(png(400, 120)).unwrap().format(),
            LogoFormat::Png
        );
        assert_eq!(
            LogoImage::parse(jpeg(640, 480)).unwrap().format(),
            LogoFormat::Jpeg
        );
        assert_eq!(
            LogoImage::parse(SVG.as_bytes().to_vec()).unwrap().format(),
            LogoFormat::Svg
        );
        let with_prolog = format!("<?xml version=\"1.0\"?>\n{SVG}");
        assert!(LogoImage::parse(with_prolog.into_bytes()).is_ok());
    }

    #[test]
    fn refuses_a_huge_image_before_decoding_it() {
        // 17 bytes of header declaring 30,000 × 30,000 pixels: a decompression bomb.
        assert_eq!(
            LogoImage::parse(png(30_000, 30_000)),
            Err(InvalidLogo::TooManyPixels {
                width: 30_000,
                height: 30_000
            })
        );
        assert_eq!(
            LogoImage::parse(jpeg(10_000, 6_000)),
            Err(InvalidLogo::TooManyPixels {
                width: 10_000,
                height: 6_000
            })
        );
        // 50 megapixels exactly is accepted.
        assert!(LogoImage::parse(png(10_000, 5_000)).is_ok());
        // A header that says no size, or a size of zero, is not an image.
        assert_eq!(
            LogoImage::parse(b"\x89PNG\r\n\x1a\n rest".to_vec()),
            Err(InvalidLogo::Unreadable)
        );
        assert_eq!(
            LogoImage::parse(vec![0xFF, 0xD8, 0xFF, 0xE0, 1, 2]),
            Err(InvalidLogo::Unreadable)
        );
        assert_eq!(LogoImage::parse(png(0, 10)), Err(InvalidLogo::Unreadable));
    }

    #[test]
    fn refuses_other_files_whatever_their_name() {
        assert_eq!(
            LogoImage::parse(b"GIF89a....".to_vec()),
            Err(InvalidLogo::UnsupportedType)
        );
        assert_eq!(
            LogoImage::parse(b"%PDF-1.7".to_vec()),
            Err(InvalidLogo::UnsupportedType)
        );
        assert_eq!(LogoImage::parse(vec![]), Err(InvalidLogo::Empty));
        assert_eq!(
            LogoImage::parse(vec![0x89; LogoImage::MAX_BYTES + 1]),
            Err(InvalidLogo::TooLarge)
        );
        assert_eq!(
            LogoImage::parse(b"<svg><rect></svg>".to_vec()),
            Err(InvalidLogo::MalformedSvg)
        );
    }

    #[test]
    fn refuses_svg_with_scripts_or_external_references() {
        let ns = r#"xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink""#;
        for body in [
            "<script>alert(1)</script>",
            "<SCRIPT>alert(1)</SCRIPT>",
            r#"<rect onload="alert(1)"/>"#,
            r#"<rect onclick="x()"/>"#,
            r#"<image href="https://evil.example/x.png"/>"#,
            r#"<image xlink:href="http://evil.example/x.png"/>"#,
            r#"<a href="javascript:alert(1)"><rect/></a>"#,
            r#"<foreignObject><div/></foreignObject>"#,
            r#"<style>@import url(https://evil.example/x.css);</style>"#,
            r#"<rect style="fill: url(https://evil.example/p.svg)"/>"#,
        ] {
            let svg = format!("<svg {ns}>{body}</svg>");
            assert_eq!(
                LogoImage::parse(svg.into_bytes()),
                Err(InvalidLogo::UnsafeSvg),
                "{body}"
            );
        }
        let entity = r#"<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x "y">]><svg xmlns="http://www.w3.org/2000/svg">&x;</svg>"#;
        assert_eq!(
            LogoImage::parse(entity.as_bytes().to_vec()),
            Err(InvalidLogo::UnsafeSvg)
        );
    }
}
