//! Where an agent is signed in: one row per sign-in, so the profile can list the devices and
//! end them.

use chrono::{DateTime, Duration, Utc};

/// Database identity of a sign-in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct SignInId(pub i64);

/// A device the agent signed in on, while it lasts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SignIn {
    pub id: SignInId,
    /// What the browser said it is, in a few words ("Chrome on Android").
    pub device: String,
    pub signed_in_at: DateTime<Utc>,
    pub last_seen_at: DateTime<Utc>,
}

/// A session records that it was seen (and checks it was not signed out elsewhere) at most this
/// often, so that a signed-in request costs no write.
pub fn seen_every() -> Duration {
    Duration::minutes(5)
}

/// "Chrome on Android", "Safari on iPhone", "Firefox on Windows" from a `User-Agent`; "Unknown
/// device" when it names nothing known.
pub fn device_label(user_agent: &str) -> String {
    let ua = user_agent.to_ascii_lowercase();
    let browser = if ua.contains("edg/") {
        "Edge"
    } else if ua.contains("opr/") || ua.contains("opera") {
        "Opera"
    } else if ua.contains("firefox/") || ua.contains("fxios") {
        "Firefox"
    } else if ua.contains("chrome/") || ua.contains("crios") || ua.contains("chromium") {
        "Chrome"
    } else if ua.contains("safari/") {
        "Safari"
    } else {
        ""
    };
    let system = if ua.contains("iphone") {
        "iPhone"
    } else if ua.contains("ipad") {
        "iPad"
    } else if ua.contains("android") {
        "Android"
    } else if ua.contains("windows") {
        "Windows"
    } else if ua.contains("mac os x") || ua.contains("macintosh") {
        "Mac"
    } else if ua.contains("cros") {
        "ChromeOS"
    } else if ua.contains("linux") {
        "Linux"
    } else {
        ""
    };
    match (browser, system) {
        ("", "") => "Unknown device".to_owned(),
        (b, "") => b.to_owned(),
        ("", s) => format!("Browser on {s}"),
        (b, s) => format!("{b} on {s}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn common_browsers_are_named_with_their_system() {
        let cases = [
            (
                "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36",
                "Chrome on Android",
            ),
            (
                "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
                "Safari on iPhone",
            ),
            (
                "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0",
                "Edge on Windows",
            ),
            (
                "Mozilla/5.0 (Macintosh; Intel Mac OS X 14.1; rv:132.0) Gecko/20100101 Firefox/132.0",
                "Firefox on Mac",
            ),
            ("curl/8.5.0", "Unknown device"),
            ("", "Unknown device"),
        ];
        for (ua, label) in cases {
            assert_eq!(device_label(ua), label, "{ua}");
        }
    }
}
