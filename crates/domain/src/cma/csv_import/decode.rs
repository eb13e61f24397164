//! Turning an uploaded file's bytes into text, refusing what is not a text file, and guessing
//! the delimiter.

use std::borrow::Cow;

/// Why bytes are not CSV text at all.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum NotCsv {
    Empty,
    Spreadsheet,
    NotText,
}

const UTF8_BOM: &[u8] = b"\xEF\xBB\xBF";
const ZIP: &[u8] = b"PK\x03\x04";
const OLE: &[u8] = b"\xD0\xCF\x11\xE0\xA1\xB1\x1A\xE1";

/// The file as text: UTF-8 (with or without a byte-order mark), UTF-16 with a byte-order mark
/// (Excel's "Unicode text"), or else Windows-1252, which older MLS exports still use.
pub(super) fn decode(bytes: &[u8]) -> Result<Cow<'_, str>, NotCsv> {
    if bytes.iter().all(u8::is_ascii_whitespace) {
        return Err(NotCsv::Empty);
    }
    if bytes.starts_with(ZIP) || bytes.starts_with(OLE) {
        return Err(NotCsv::Spreadsheet);
    }
    let text = if let Some(rest) = bytes.strip_prefix(b"\xFF\xFE") {
        Cow::Owned(utf16(rest, u16::from_le_bytes)?)
    } else if let Some(rest) = bytes.strip_prefix(b"\xFE\xFF") {
        Cow::Owned(utf16(rest, u16::from_be_bytes)?)
    } else {
        let bytes = bytes.strip_prefix(UTF8_BOM).unwrap_or(bytes);
        if bytes.contains(&0) {
            return Err(NotCsv::NotText);
        }
        match std::str::from_utf8(bytes) {
            Ok(text) => Cow::Borrowed(text),
            Err(_) => Cow::Owned(bytes.iter().map(|&b| windows_1252(b)).collect()),
        }
    };
    let control = text
        .chars()
        .filter(|&c| c.is_control() && !matches!(c, '\n' | '\r' | '\t'))
        .count();
    // A stray control character is tolerated; binary data is full of them.
    if control > 0 && control * 100 > text.len() {
        return Err(NotCsv::NotText);
    }
    Ok(text)
}

fn utf16(bytes: &[u8], read: fn([u8; 2]) -> u16) -> Result<String, NotCsv> {
    let units: Vec<u16> = bytes
        .chunks_exact(2)
        .map(|pair| read([pair[0], pair[1]]))
        .collect();
    let text = String::from_utf16(&units).map_err(|_| NotCsv::NotText)?;
    if text.contains('\0') {
        return Err(NotCsv::NotText);
    }
    Ok(text)
}

fn windows_1252(byte: u8) -> char {
    const HIGH: [char; 32] = [
        '€', '\u{81}', '‚', 'ƒ', '„', '…', '†', '‡', 'ˆ', '‰', 'Š', '‹', 'Œ', '\u{8D}', 'Ž',
        '\u{8F}', '\u{90}', '‘', '’', '“', '”', '•', '–', '—', '˜', '™', 'š', '›', 'œ', '\u{9D}',
        'ž', 'Ÿ',
    ];
    match byte {
        0x80..=0x9F => HIGH[usize::from(byte - 0x80)],
        _ => char::from(byte),
    }
}

/// Comma, tab or semicolon: whichever appears most in the first lines (comma on a tie). Excel
/// writes semicolons where the decimal mark is a comma, and "Unicode text" uses tabs.
pub(super) fn sniff_delimiter(text: &str) -> u8 {
    let head: Vec<&str> = text.lines().take(20).collect();
    let count = |d: char| -> usize { head.iter().map(|l| l.matches(d).count()).sum() };
    let (comma, tab, semicolon) = (count(','), count('\t'), count(';'));
    if tab > comma && tab >= semicolon {
        b'\t'
    } else if semicolon > comma && semicolon > tab {
        b';'
    } else {
        b','
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_utf8_with_or_without_a_byte_order_mark() {
        assert_eq!(decode(b"\xEF\xBB\xBFAddress").unwrap(), "Address");
        assert_eq!(decode("Café".as_bytes()).unwrap(), "Café");
    }

    #[test]
    fn reads_utf16_and_windows_1252() {
        let utf16: Vec<u8> = b"\xFF\xFE"
            .iter()
            .copied()
            .chain("A,B".encode_utf16().flat_map(u16::to_le_bytes))
            .collect();
        assert_eq!(decode(&utf16).unwrap(), "A,B");
        assert_eq!(decode(b"Caf\xE9 \x96 1").unwrap(), "Café – 1");
    }

    #[test]
    fn refuses_binary_files_and_workbooks() {
        assert_eq!(decode(b""), Err(NotCsv::Empty));
        assert_eq!(decode(b" \n\r\n"), Err(NotCsv::Empty));
        assert_eq!(decode(b"PK\x03\x04rest"), Err(NotCsv::Spreadsheet));
        assert_eq!(
            decode(b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR"),
            Err(NotCsv::NotText)
        );
        let noise: Vec<u8> = (1..=255u8).cycle().take(600).collect();
        assert_eq!(decode(&noise), Err(NotCsv::NotText));
    }

    #[test]
    fn guesses_the_delimiter() {
        assert_eq!(sniff_delimiter("a,b,c\n1,2,3"), b',');
        assert_eq!(sniff_delimiter("a\tb\tc\n\"1, Main\"\t2\t3"), b'\t');
        assert_eq!(sniff_delimiter("a;b;c\n1;2,5;3"), b';');
        assert_eq!(sniff_delimiter("address"), b',');
    }
}
