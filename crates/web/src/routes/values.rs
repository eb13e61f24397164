//! Reading the loosely typed JSON values forms send (numbers as numbers or strings) and
//! writing money as dollars: shared by every route that takes or shows figures.

use serde_json::Value;
use showscribe_domain::Cents;

pub(crate) fn dollars(c: Cents) -> f64 {
    c.dollars()
}

/// A number sent as a JSON number or a numeric string; null and "" are absent.
pub(crate) fn number(v: Option<&Value>) -> Result<Option<f64>, ()> {
    match v {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(s)) if s.trim().is_empty() => Ok(None),
        Some(Value::String(s)) => s
            .trim()
            .replace(',', "")
            .parse::<f64>()
            .ok()
            .filter(|n| n.is_finite())
            .map(Some)
            .ok_or(()),
        Some(Value::Number(n)) => n.as_f64().map(Some).ok_or(()),
        Some(_) => Err(()),
    }
}

/// A whole number, as [`number`] reads it.
pub(crate) fn whole(v: Option<&Value>) -> Result<Option<i64>, ()> {
    match number(v)? {
        None => Ok(None),
        Some(n) if n.fract() == 0.0 && n.abs() < 1e15 => Ok(Some(n as i64)),
        Some(_) => Err(()),
    }
}
