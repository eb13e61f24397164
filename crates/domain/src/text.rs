//! Helpers shared by the text value types.

/// Length in user-perceived characters (Unicode scalar values), which is what a person counts
/// when a form says "at least 2 characters".
pub(crate) fn char_len(s: &str) -> usize {
    s.chars().count()
}

/// True when the string holds control characters other than ordinary white space.
pub(crate) fn has_control_chars(s: &str) -> bool {
    s.chars()
        .any(|c| c.is_control() && c != '\n' && c != '\t' && c != '\r')
}
