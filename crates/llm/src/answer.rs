//! Reading the API's answer: the chat completion, then the model's JSON, into a draft.
//!
//! Strict about the shape (an object with a summary and a list of findings), forgiving about
//! the details smaller local models get wrong (casing, a figure sent as "$1,200", code fences):
//! a usable finding is better than a fallback to the estimator.

use serde::Deserialize;
use serde_json::Value;
use showscribe_domain::Cents;
use showscribe_domain::catalog::CostCatalog;
use showscribe_domain::report::{CostRange, DraftFinding, FindingKind, Priority, ReportDraft};

/// Most findings kept from one answer.
pub const MAX_FINDINGS: usize = 100;
const MAX_SUMMARY_CHARS: usize = 2_000;
const MAX_DESCRIPTION_CHARS: usize = 300;
const MAX_CATEGORY_CHARS: usize = 40;
/// A figure above this is not a budgeting estimate for a house.
const MAX_DOLLARS: f64 = 10_000_000.0;

/// Why an answer could not be used.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unusable(pub String);

impl Unusable {
    fn new(reason: impl Into<String>) -> Self {
        Self(reason.into())
    }
}

#[derive(Deserialize)]
struct ChatCompletion {
    choices: Vec<Choice>,
}

#[derive(Deserialize)]
struct Choice {
    message: Message,
    #[serde(default)]
    finish_reason: Option<String>,
}

#[derive(Deserialize)]
struct Message {
    #[serde(default)]
    content: Option<String>,
    #[serde(default)]
    refusal: Option<String>,
}

/// The model's JSON, as the schema asks for it.
#[derive(Deserialize)]
struct Answer {
    summary: String,
    findings: Vec<RawFinding>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct RawFinding {
    description: String,
    #[serde(default)]
    kind: Option<String>,
    #[serde(default)]
    category: Option<String>,
    #[serde(default)]
    priority: Option<String>,
    #[serde(default)]
    catalog_key: Option<String>,
    #[serde(default)]
    quantity: Value,
    #[serde(default)]
    low_cost: Value,
    #[serde(default)]
    typical_cost: Value,
    #[serde(default)]
    high_cost: Value,
}

/// The message content of a chat-completions response body.
pub fn content(body: &[u8]) -> Result<String, Unusable> {
    let completion: ChatCompletion = serde_json::from_slice(body)
        .map_err(|e| Unusable::new(format!("the API's answer is not a chat completion: {e}")))?;
    let choice = completion
        .choices
        .into_iter()
        .next()
        .ok_or_else(|| Unusable::new("the API's answer has no choices"))?;
    if let Some(refusal) = choice.message.refusal.filter(|r| !r.trim().is_empty()) {
        return Err(Unusable::new(format!(
            "the model refused: {}",
            cap(refusal.trim(), 200)
        )));
    }
    match choice.finish_reason.as_deref() {
        Some("length") => return Err(Unusable::new("the model's answer was cut off")),
        Some("content_filter") => {
            return Err(Unusable::new(
                "the model's answer was withheld by a content filter",
            ));
        }
        _ => {}
    }
    choice
        .message
        .content
        .filter(|c| !c.trim().is_empty())
        .ok_or_else(|| Unusable::new("the model's answer is empty"))
}

/// The draft in the model's JSON answer, with keys checked against the catalog.
pub fn draft(content: &str, catalog: &CostCatalog) -> Result<ReportDraft, Unusable> {
    let answer = parse_answer(content)?;
    let summary = cap(&collapse(&answer.summary), MAX_SUMMARY_CHARS);
    let findings: Vec<DraftFinding> = answer
        .findings
        .into_iter()
        .filter_map(|raw| finding(raw, catalog))
        .take(MAX_FINDINGS)
        .collect();
    if findings.is_empty() && summary.is_empty() {
        return Err(Unusable::new(
            "the model's answer has no findings and no summary",
        ));
    }
    Ok(ReportDraft { summary, findings })
}

/// The model's rewording of a market analysis paragraph, as the schema asks for it.
#[derive(Deserialize)]
struct NarrativeAnswer {
    narrative: String,
}

/// The rewording in the model's JSON answer, whitespace collapsed. Whether its figures are the
/// computation's is checked by the use case, not here.
pub fn narrative(content: &str) -> Result<String, Unusable> {
    let value: Value = serde_json::from_str(content.trim())
        .or_else(|first| embedded_json(content).ok_or(first))
        .map_err(|e| Unusable::new(format!("the model's answer is not JSON: {e}")))?;
    let answer: NarrativeAnswer = serde_json::from_value(value)
        .map_err(|e| Unusable::new(format!("the model's JSON is not a narrative: {e}")))?;
    let text = collapse(&answer.narrative);
    if text.is_empty() {
        return Err(Unusable::new("the model's narrative is empty"));
    }
    Ok(text)
}

fn parse_answer(content: &str) -> Result<Answer, Unusable> {
    let value: Value = serde_json::from_str(content.trim())
        .or_else(|first| embedded_json(content).ok_or(first))
        .map_err(|e| Unusable::new(format!("the model's answer is not JSON: {e}")))?;
    serde_json::from_value(value)
        .map_err(|e| Unusable::new(format!("the model's JSON is not a report: {e}")))
}

/// The JSON object in an answer wrapped in prose or a Markdown code fence, as models that
/// ignore the response format write it.
fn embedded_json(content: &str) -> Option<Value> {
    let start = content.find('{')?;
    let end = content.rfind('}')?;
    serde_json::from_str(content.get(start..=end)?).ok()
}

fn finding(raw: RawFinding, catalog: &CostCatalog) -> Option<DraftFinding> {
    let description = cap(&collapse(&raw.description), MAX_DESCRIPTION_CHARS);
    if description.is_empty() {
        return None;
    }
    let item = raw
        .catalog_key
        .as_deref()
        .map(str::trim)
        .filter(|k| !k.is_empty())
        .and_then(|k| {
            catalog
                .get(k)
                .or_else(|| catalog.get(&k.to_ascii_lowercase()))
        });
    let kind = match word(raw.kind.as_deref()).as_str() {
        "repair" | "repairs" => FindingKind::Repair,
        "upgrade" | "upgrades" | "update" | "updates" => FindingKind::Upgrade,
        _ => item.map_or(FindingKind::Repair, |i| i.kind),
    };
    let priority = match word(raw.priority.as_deref()).as_str() {
        "safety" | "hazard" | "urgent" | "critical" | "high" => Priority::Safety,
        "cosmetic" | "low" | "minor" | "optional" => Priority::Cosmetic,
        _ => Priority::Soon,
    };
    let category = raw
        .category
        .map(|c| cap(&collapse(&c), MAX_CATEGORY_CHARS))
        .filter(|c| !c.is_empty())
        .or_else(|| item.map(|i| i.category.clone()))
        .unwrap_or_else(|| "General".to_owned());
    let quantity = number(&raw.quantity).filter(|q| *q > 0.0);
    let proposed_cost = cost_range(
        number(&raw.low_cost),
        number(&raw.typical_cost),
        number(&raw.high_cost),
    );
    Some(DraftFinding {
        description,
        kind,
        category,
        priority,
        catalog_key: item.map(|i| i.key.clone()),
        quantity,
        proposed_cost,
        // The schema asks for no quotation of the notes; an empty source says so honestly.
        source_text: String::new(),
        space: None,
    })
}

fn word(s: Option<&str>) -> String {
    s.unwrap_or_default().trim().to_ascii_lowercase()
}

/// A finite number, also when sent as text ("$1,200").
fn number(v: &Value) -> Option<f64> {
    let n = match v {
        Value::Number(n) => n.as_f64(),
        Value::String(s) => s
            .trim()
            .trim_start_matches('$')
            .replace(',', "")
            .parse()
            .ok(),
        _ => None,
    };
    n.filter(|n: &f64| n.is_finite())
}

/// The proposed range in cents from the dollar figures given: missing ends are filled from the
/// others; figures that are zero, negative or absurd are ignored.
fn cost_range(low: Option<f64>, typical: Option<f64>, high: Option<f64>) -> Option<CostRange> {
    let cents = |d: Option<f64>| {
        d.filter(|d| *d > 0.0 && *d <= MAX_DOLLARS)
            .and_then(Cents::from_dollars)
    };
    let (low, typical, high) = (cents(low), cents(typical), cents(high));
    let typical = typical.or_else(|| match (low, high) {
        (Some(l), Some(h)) => Some(Cents((l.0 + h.0) / 2)),
        (l, h) => l.or(h),
    })?;
    Some(CostRange::new(
        low.unwrap_or(typical),
        typical,
        high.unwrap_or(typical),
    ))
}

/// Trimmed, with runs of whitespace (newlines included) made one space.
fn collapse(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// At most `max` characters, cut at a word when one ends near the limit, with an ellipsis.
pub fn cap(s: &str, max: usize) -> String {
    if s.chars().count() <= max {
        return s.to_owned();
    }
    let cut: String = s.chars().take(max.saturating_sub(1)).collect();
    let cut = match cut.rfind(' ') {
        Some(space) if space >= cut.len() * 3 / 4 => &cut[..space],
        _ => cut.as_str(),
    };
    format!("{}…", cut.trim_end())
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn catalog() -> CostCatalog {
        CostCatalog::parse_csv(
            "key,category,kind,unit,low,typical,high,source,year
water_heater_replace,Plumbing,repair,each,882,1327,1806,s,2024
interior_paint,Interior,upgrade,sqft,2,4,6,s,2025
",
        )
        .unwrap()
    }

    fn completion(content: &str) -> Vec<u8> {
        json!({
            "id": "chatcmpl-1",
            "object": "chat.completion",
            "choices": [{
                "index": 0,
                "message": { "role": "assistant", "content": content, "refusal": null },
                "finish_reason": "stop"
            }]
        })
        .to_string()
        .into_bytes()
    }

    #[test]
    fn reads_the_message_content() {
        assert_eq!(content(&completion("{}")).unwrap(), "{}");
    }

    #[test]
    fn refusals_truncation_and_empty_answers_are_unusable() {
        let refused = json!({"choices": [{"message": {"content": null, "refusal": "I can't help"},
            "finish_reason": "stop"}]});
        let err = content(refused.to_string().as_bytes()).unwrap_err();
        assert!(err.0.contains("refused: I can't help"), "{err:?}");
        let cut =
            json!({"choices": [{"message": {"content": "{\"summ"}, "finish_reason": "length"}]});
        assert!(
            content(cut.to_string().as_bytes())
                .unwrap_err()
                .0
                .contains("cut off")
        );
        assert!(content(&completion("  ")).is_err());
        assert!(content(br#"{"choices": []}"#).is_err());
        assert!(content(b"<html>gateway</html>").is_err());
    }

    #[test]
    fn maps_findings_and_converts_dollars_to_cents() {
        let d = draft(
            &json!({
                "summary": "  Solid home.\n Water heater is due. ",
                "findings": [
                    {"description": "Replace the water heater", "kind": "repair", "category": "Plumbing",
                     "priority": "soon", "catalogKey": "water_heater_replace", "quantity": 1,
                     "lowCost": 900, "typicalCost": 1300.5, "highCost": 1800},
                    {"description": "Paint the living room", "kind": "Upgrade", "category": "Interior",
                     "priority": "COSMETIC", "catalogKey": "Interior_Paint", "quantity": "400",
                     "lowCost": null, "typicalCost": "$1,600", "highCost": null},
                    {"description": "Fix the mailbox", "kind": "repair", "category": "",
                     "priority": "whenever", "catalogKey": "mailbox_fix", "quantity": -2,
                     "lowCost": -5, "typicalCost": 0, "highCost": null}
                ]
            })
            .to_string(),
            &catalog(),
        )
        .unwrap();
        assert_eq!(d.summary, "Solid home. Water heater is due.");
        let [heater, paint, mailbox] = d.findings.as_slice() else {
            panic!("{:#?}", d.findings)
        };
        assert_eq!(heater.catalog_key.as_deref(), Some("water_heater_replace"));
        assert_eq!(heater.kind, FindingKind::Repair);
        assert_eq!(heater.priority, Priority::Soon);
        assert_eq!(heater.quantity, Some(1.0));
        assert_eq!(
            heater.proposed_cost,
            Some(CostRange::new(
                Cents(90_000),
                Cents(130_050),
                Cents(180_000)
            ))
        );
        assert_eq!(paint.catalog_key.as_deref(), Some("interior_paint"));
        assert_eq!(paint.kind, FindingKind::Upgrade);
        assert_eq!(paint.priority, Priority::Cosmetic);
        assert_eq!(paint.quantity, Some(400.0));
        assert_eq!(
            paint.proposed_cost,
            Some(CostRange::new(
                Cents(160_000),
                Cents(160_000),
                Cents(160_000)
            ))
        );
        assert_eq!(mailbox.catalog_key, None);
        assert_eq!(mailbox.category, "General");
        assert_eq!(mailbox.priority, Priority::Soon);
        assert_eq!(mailbox.quantity, None);
        assert_eq!(mailbox.proposed_cost, None);
    }

    #[test]
    fn fills_a_missing_typical_cost_from_the_ends() {
        assert_eq!(
            cost_range(Some(100.0), None, Some(300.0)),
            Some(CostRange::new(Cents(10_000), Cents(20_000), Cents(30_000)))
        );
        assert_eq!(
            cost_range(None, None, Some(300.0)),
            Some(CostRange::new(Cents(30_000), Cents(30_000), Cents(30_000)))
        );
        assert_eq!(cost_range(None, None, None), None);
        assert_eq!(cost_range(Some(f64::NAN), Some(1e12), None), None);
    }

    #[test]
    fn reads_json_inside_a_code_fence() {
        let d = draft(
            "Here you go:\n```json\n{\"summary\": \"Fine.\", \"findings\": []}\n```",
            &catalog(),
        )
        .unwrap();
        assert_eq!(d.summary, "Fine.");
    }

    #[test]
    fn wrong_shapes_and_empty_answers_are_unusable() {
        for bad in [
            "not json at all",
            "[1, 2]",
            r#"{"report": {"summary": "x"}}"#,
            r#"{"summary": "x", "findings": "none"}"#,
            r#"{"summary": 5, "findings": []}"#,
            r#"{"summary": "x", "findings": [{"kind": "repair"}]}"#,
            r#"{"summary": "  ", "findings": []}"#,
            r#"{"summary": "", "findings": [{"description": " "}]}"#,
        ] {
            assert!(draft(bad, &catalog()).is_err(), "{bad}");
        }
    }

    #[test]
    fn caps_lengths_and_the_number_of_findings() {
        let many: Vec<Value> = (0..150)
            .map(|i| json!({"description": format!("Item {i} {}", "word ".repeat(100))}))
            .collect();
        let d = draft(
            &json!({"summary": "s".repeat(5_000), "findings": many}).to_string(),
            &catalog(),
        )
        .unwrap();
        assert_eq!(d.findings.len(), MAX_FINDINGS);
        assert!(d.summary.chars().count() <= MAX_SUMMARY_CHARS);
        assert!(
            d.findings
                .iter()
                .all(|f| f.description.chars().count() <= MAX_DESCRIPTION_CHARS
                    && f.description.ends_with('…'))
        );
        assert_eq!(cap("héllo wörld", 8), "héllo…");
        assert_eq!(cap("short", 8), "short");
    }
}
