use std::collections::HashSet;
use std::path::{Path, PathBuf};

use showscribe_application::ports::Mailer;
use showscribe_mailer::{MailSettingsError, OutboxMailer, OutboxSettings};

use crate::support::{FROM_ADDRESS, assert_is_report_email, report_email};

fn outbox(folder: &Path) -> OutboxMailer {
    OutboxMailer::new(&OutboxSettings {
        folder: folder.to_owned(),
        from_address: FROM_ADDRESS.into(),
    })
    .unwrap()
}

fn files_in(folder: &Path) -> Vec<PathBuf> {
    let mut files: Vec<_> = std::fs::read_dir(folder)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .collect();
    files.sort();
    files
}

#[tokio::test]
async fn each_message_is_a_complete_eml_file_in_a_folder_created_on_demand() {
    let root = tempfile::tempdir().unwrap();
    let folder = root.path().join("data").join("outbox");

    outbox(&folder).send(&report_email()).await.unwrap();

    let files = files_in(&folder);
    assert_eq!(files.len(), 1, "{files:?}");
    let name = files[0].file_name().unwrap().to_str().unwrap();
    assert!(
        name.ends_with("-your-showing-report-12-main-st-springfield.eml"),
        "{name}"
    );
    assert_is_report_email(&std::fs::read(&files[0]).unwrap());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn messages_sent_in_the_same_second_get_their_own_files() {
    let root = tempfile::tempdir().unwrap();
    let mailer = outbox(root.path());

    let mut sends = tokio::task::JoinSet::new();
    for _ in 0..8 {
        let mailer = mailer.clone();
        sends.spawn(async move { mailer.send(&report_email()).await });
    }
    while let Some(outcome) = sends.join_next().await {
        outcome.unwrap().unwrap();
    }

    let files = files_in(root.path());
    assert_eq!(files.len(), 8, "{files:?}");
    let seconds: HashSet<_> = files
        .iter()
        .map(|file| file.file_name().unwrap().to_str().unwrap()[..16].to_owned())
        .collect();
    assert!(
        seconds.len() < files.len(),
        "some share a second: {files:?}"
    );
    for file in &files {
        assert_eq!(
            file.extension().unwrap(),
            "eml",
            "no temporary file is left behind"
        );
        assert_is_report_email(&std::fs::read(file).unwrap());
    }
}

#[test]
fn a_bad_from_address_is_refused_at_startup() {
    let outcome = OutboxMailer::new(&OutboxSettings {
        folder: "outbox".into(),
        from_address: "reports".into(),
    });
    assert!(matches!(
        outcome,
        Err(MailSettingsError::InvalidFromAddress(_))
    ));
}
