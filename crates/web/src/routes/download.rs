//! How a file answer names itself (`Content-Disposition`): one place, with the typed header, so a
//! file name is always quoted and escaped the same way.

use actix_web::http::header::{ContentDisposition, DispositionParam, DispositionType};

/// A file the browser saves under `name` (a report PDF, the account export, the request's CSV).
pub fn attachment(name: impl Into<String>) -> ContentDisposition {
    ContentDisposition::attachment(name)
}

/// A file the browser opens in place, saved under `name` if the reader chooses to (a shared PDF,
/// a recording).
pub fn inline(name: impl Into<String>) -> ContentDisposition {
    ContentDisposition {
        disposition: DispositionType::Inline,
        parameters: vec![DispositionParam::Filename(name.into())],
    }
}

#[cfg(test)]
mod tests {
    use actix_web::http::header::TryIntoHeaderValue;

    use super::*;

    #[test]
    fn names_are_quoted_and_their_quotes_escaped() {
        let value =
            |d: ContentDisposition| d.try_into_value().unwrap().to_str().unwrap().to_owned();
        assert_eq!(
            value(attachment("showing-report-12-oak-st.pdf")),
            "attachment; filename=\"showing-report-12-oak-st.pdf\""
        );
        assert_eq!(
            value(inline("recording-4.webm")),
            "inline; filename=\"recording-4.webm\""
        );
        assert_eq!(
            value(attachment("a\"b.csv")),
            "attachment; filename=\"a\\\"b.csv\""
        );
    }
}
