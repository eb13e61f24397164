//! "Download my data": `GET /api/user/export`, one ZIP of everything the account holds.

use crate::routes::download;
use std::io::Write;

use actix_web::http::header;
use actix_web::{HttpResponse, get, web};
use chrono::Utc;
use serde::Serialize;
use showscribe_application::account_data::{AccountExport, ExportError};
use showscribe_domain::showing::ReportType;
use zip::write::SimpleFileOptions;

use super::dto::UserResponse;
use crate::error::{ApiError, ErrorBody};
use crate::routes::reports::dto::ReportResponse;
use crate::routes::showings::dto::ShowingResponse;
use crate::session::SignedIn;
use crate::state::AppState;

impl From<ExportError> for ApiError {
    fn from(e: ExportError) -> Self {
        match e {
            ExportError::Unavailable(e) => Self::unavailable(e),
            ExportError::Unexpected(e) => Self::internal(e),
        }
    }
}

const README: &str = "Your Showscribe data\n\n\
account.json      your account as the app shows it (profile, plan, this month's reports)\n\
logo.*            your company logo, if you uploaded one\n\
showings/showing-N/showing.json       a showing: address, client, notes and home facts\n\
showings/showing-N/report-N.json      a report: every item, cost range and the summary\n\
showings/showing-N/report-N.pdf       the report as the buyer receives it\n\
showings/showing-N/market-analysis-N.json and .pdf   the showing's market analysis\n\n\
Payment records are kept by the payment provider; ask support for copies.\n";

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct AccountFile<'a> {
    exported_at: chrono::DateTime<Utc>,
    account: &'a UserResponse,
}

/// The archive's bytes. Runs on the blocking pool: compressing is CPU work.
fn archive(export: &AccountExport) -> anyhow::Result<Vec<u8>> {
    let mut zip = zip::ZipWriter::new(std::io::Cursor::new(Vec::new()));
    let deflated = SimpleFileOptions::default()
        .compression_method(zip::CompressionMethod::Deflated)
        .unix_permissions(0o644);
    // PDFs and images are compressed already.
    let stored = deflated.compression_method(zip::CompressionMethod::Stored);
    let root = "showscribe-data";
    zip.start_file(format!("{root}/README.txt"), deflated)?;
    zip.write_all(README.as_bytes())?;
    let account = UserResponse::from(&export.user);
    zip.start_file(format!("{root}/account.json"), deflated)?;
    serde_json::to_writer_pretty(
        &mut zip,
        &AccountFile {
            exported_at: Utc::now(),
            account: &account,
        },
    )?;
    if let Some(logo) = &export.logo {
        zip.start_file(format!("{root}/logo.{}", logo.format.extension()), stored)?;
        zip.write_all(&logo.bytes)?;
    }
    for s in &export.showings {
        let folder = format!("{root}/showings/showing-{}", s.showing.id.0);
        zip.start_file(format!("{folder}/showing.json"), deflated)?;
        serde_json::to_writer_pretty(&mut zip, &ShowingResponse::from(&s.showing))?;
        for r in &s.reports {
            let name = match r.report.report_type {
                ReportType::Comprehensive => format!("report-{}", r.report.id.0),
                ReportType::Cma => format!("market-analysis-{}", r.report.id.0),
            };
            zip.start_file(format!("{folder}/{name}.json"), deflated)?;
            serde_json::to_writer_pretty(&mut zip, &ReportResponse::new(&r.report, None))?;
            if let Some(pdf) = &r.pdf {
                zip.start_file(format!("{folder}/{name}.pdf"), stored)?;
                zip.write_all(pdf)?;
            }
        }
    }
    Ok(zip.finish()?.into_inner())
}

/// Everything the agent's account holds, as one ZIP: the account, the logo, every showing and
/// report as JSON, and each report's PDF (rendered first when it has none yet).
#[utoipa::path(
    get, path = "/api/user/export", tag = "accounts",
    responses(
        (status = 200, description = "application/zip"),
        (status = 401, description = "Not signed in", body = ErrorBody),
    )
)]
#[get("/user/export")]
pub async fn export_account(
    state: web::Data<AppState>,
    SignedIn(user): SignedIn,
) -> Result<HttpResponse, ApiError> {
    let export = state.export_account.execute(&user).await?;
    let bytes = web::block(move || archive(&export))
        .await
        .map_err(|e| ApiError::internal(anyhow::anyhow!("export task: {e}")))?
        .map_err(ApiError::internal)?;
    let file = format!("showscribe-data-{}.zip", Utc::now().format("%Y-%m-%d"));
    Ok(HttpResponse::Ok()
        .content_type("application/zip")
        .insert_header(download::attachment(file))
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .body(bytes))
}
