use std::net::TcpListener;
use std::time::{Duration, Instant};

use secrecy::SecretString;
use showscribe_application::ports::{MailError, Mailer};
use showscribe_mailer::{MailSettingsError, SmtpMailer, SmtpSecurity, SmtpSettings};

use crate::support::{AGENT, BUYER, FROM_ADDRESS, assert_is_report_email, report_email};
use showscribe_test_support::smtp_server::{Behaviour, PASSWORD, SmtpServer, USERNAME};

fn settings(port: u16) -> SmtpSettings {
    SmtpSettings {
        host: "127.0.0.1".into(),
        port,
        security: SmtpSecurity::None,
        username: None,
        password: None,
        from_address: FROM_ADDRESS.into(),
        timeout_secs: 5,
    }
}

async fn send(settings: &SmtpSettings) -> Result<(), MailError> {
    SmtpMailer::new(settings)
        .unwrap()
        .send(&report_email())
        .await
}

#[tokio::test]
async fn the_server_receives_the_report_for_the_buyer_and_the_agent() {
    let server = SmtpServer::start(Behaviour::Accept);

    send(&settings(server.port())).await.unwrap();

    let received = server.received();
    assert_eq!(received.len(), 1);
    assert_eq!(received[0].sender, FROM_ADDRESS);
    assert_eq!(received[0].recipients, [BUYER, AGENT]);
    assert_is_report_email(&received[0].data);
}

#[tokio::test]
async fn configured_credentials_are_used_and_a_wrong_password_is_a_refusal() {
    let server = SmtpServer::start(Behaviour::RequireLogin);
    let mut settings = settings(server.port());
    settings.username = Some(USERNAME.into());
    settings.password = Some(SecretString::from(PASSWORD));

    send(&settings).await.unwrap();
    assert_eq!(
        server.logins(),
        [(USERNAME.to_owned(), PASSWORD.to_owned())]
    );
    assert_eq!(server.received().len(), 1);

    settings.password = Some(SecretString::from("wrong"));
    match send(&settings).await {
        Err(MailError::Rejected(text)) => assert!(text.starts_with("535"), "{text}"),
        other => panic!("expected a refusal, got {other:?}"),
    }
    assert_eq!(server.received().len(), 1);
}

#[tokio::test]
async fn a_refused_recipient_is_rejected_with_the_servers_words() {
    let server = SmtpServer::start(Behaviour::RefuseRecipients);

    match send(&settings(server.port())).await {
        Err(MailError::Rejected(text)) => assert_eq!(text, "550 Mailbox unavailable"),
        other => panic!("expected a refusal, got {other:?}"),
    }
    assert!(server.received().is_empty());
}

#[tokio::test]
async fn a_message_refused_after_data_is_rejected_for_good() {
    let server = SmtpServer::start(Behaviour::RefuseMessage);
    match send(&settings(server.port())).await {
        Err(MailError::Rejected(text)) => assert!(text.starts_with("554"), "{text}"),
        other => panic!("expected a refusal, got {other:?}"),
    }
    assert!(server.received().is_empty());
}

#[tokio::test]
async fn a_message_deferred_after_data_may_be_tried_again() {
    let server = SmtpServer::start(Behaviour::DeferMessage);
    match send(&settings(server.port())).await {
        Err(MailError::Deferred(text)) => assert!(text.starts_with("451"), "{text}"),
        other => panic!("expected a deferral, got {other:?}"),
    }
    assert!(server.received().is_empty());
}

#[tokio::test]
async fn nothing_listening_is_unavailable_at_once() {
    let port = {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        listener.local_addr().unwrap().port()
    };
    let started = Instant::now();

    let outcome = send(&settings(port)).await;

    assert!(
        matches!(outcome, Err(MailError::Unavailable(_))),
        "{outcome:?}"
    );
    assert!(
        started.elapsed() < Duration::from_secs(2),
        "{:?}",
        started.elapsed()
    );
}

#[tokio::test]
async fn a_server_that_never_answers_is_unavailable_after_the_timeout() {
    // The kernel completes the TCP handshake; nobody ever says "220".
    let silent = TcpListener::bind("127.0.0.1:0").unwrap();
    let mut settings = settings(silent.local_addr().unwrap().port());
    settings.timeout_secs = 1;
    let started = Instant::now();

    let outcome = send(&settings).await;

    assert!(
        matches!(outcome, Err(MailError::Unavailable(_))),
        "{outcome:?}"
    );
    let waited = started.elapsed();
    assert!(
        waited >= Duration::from_millis(900) && waited < Duration::from_secs(3),
        "{waited:?}"
    );
}

#[tokio::test]
async fn tls_that_cannot_be_established_is_unavailable_and_sends_nothing() {
    let server = SmtpServer::start(Behaviour::Accept);
    for security in [SmtpSecurity::Tls, SmtpSecurity::StartTls] {
        let mut settings = settings(server.port());
        settings.security = security;
        // Credentials must never go out on a connection that failed to become encrypted.
        settings.username = Some(USERNAME.into());
        settings.password = Some(SecretString::from(PASSWORD));

        let outcome = send(&settings).await;

        assert!(
            matches!(outcome, Err(MailError::Unavailable(_))),
            "{security:?}: {outcome:?}"
        );
    }
    assert!(server.received().is_empty());
    assert!(server.logins().is_empty());
}

#[test]
fn settings_that_cannot_work_are_refused_at_startup() {
    let mut bad_from = settings(25);
    bad_from.from_address = "not an address".into();
    assert!(matches!(
        SmtpMailer::new(&bad_from),
        Err(MailSettingsError::InvalidFromAddress(_))
    ));

    let mut half_credentials = settings(25);
    half_credentials.username = Some(USERNAME.into());
    assert!(matches!(
        SmtpMailer::new(&half_credentials),
        Err(MailSettingsError::MissingPassword)
    ));
}
