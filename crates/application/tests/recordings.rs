//! Use-case tests for a showing's recordings, with mockall mocks of the ports.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::sync::{Arc, Mutex};

use anyhow::anyhow;
use chrono::{TimeZone, Utc};
use showscribe_application::ports::*;
use showscribe_application::showings::*;
use showscribe_domain::UserId;
use showscribe_domain::cma::HomeFacts;
use showscribe_domain::recording::*;
use showscribe_domain::showing::*;

const WEBM: &[u8] = b"\x1a\x45\xdf\xa3\x9f\x42\x86\x81\x01\x42\x82\x84webm\x42\x87\x81\x04";

fn showing() -> Showing {
    Showing {
        id: ShowingId(7),
        user_id: UserId(1),
        details: ShowingDetails {
            property_address: None,
            property_description: None,
            list_price: None,
            client_name: None,
            client_email: None,
            client_phone: None,
            agent_name: None,
            agent_email: None,
            agent_phone: None,
            agent_company: None,
            repairs_needed: Notes::default(),
            updates_wanted: Notes::default(),
            subject: HomeFacts::default(),
        },
        status: ShowingStatus::Pending,
        created_at: Utc.with_ymd_and_hms(2026, 1, 2, 0, 0, 0).unwrap(),
    }
}

fn clock() -> Arc<dyn Clock> {
    let mut clock = MockClock::new();
    clock
        .expect_now()
        .returning(|| Utc.with_ymd_and_hms(2026, 3, 4, 5, 6, 7).unwrap());
    Arc::new(clock)
}

fn showings(found: bool) -> Arc<dyn ShowingRepository> {
    let mut showings = MockShowingRepository::new();
    showings
        .expect_find()
        .returning(move |_, _| Ok(found.then(showing)));
    Arc::new(showings)
}

/// A file store that keeps what it is given, so a test can see what was put and deleted.
#[derive(Default)]
struct Files {
    kept: Mutex<Vec<(String, Vec<u8>)>>,
    deleted: Mutex<Vec<String>>,
}

#[async_trait::async_trait]
impl FileStore for Files {
    async fn put(&self, key: &str, bytes: &[u8]) -> anyhow::Result<()> {
        self.kept
            .lock()
            .unwrap()
            .push((key.to_owned(), bytes.to_vec()));
        Ok(())
    }
    async fn get(&self, key: &str) -> anyhow::Result<Option<Vec<u8>>> {
        Ok(self
            .kept
            .lock()
            .unwrap()
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, b)| b.clone()))
    }
    async fn delete(&self, key: &str) -> anyhow::Result<()> {
        self.deleted.lock().unwrap().push(key.to_owned());
        Ok(())
    }
}

/// A repository that stores whatever it is given as recording 1.
fn storing_recordings() -> MockRecordingRepository {
    let mut recordings = MockRecordingRepository::new();
    recordings.expect_insert().returning(|new| {
        Ok(Recording {
            id: RecordingId(1),
            user_id: new.user_id,
            showing_id: new.showing_id,
            for_box: new.for_box,
            file_key: new.file_key,
            format: new.format,
            size_bytes: new.size_bytes,
            duration: new.duration,
            transcription: new.transcription,
            created_at: new.created_at,
        })
    });
    recordings
}

fn use_case(
    found: bool,
    recordings: MockRecordingRepository,
    files: Arc<Files>,
    transcriber: Option<MockTranscriber>,
) -> ShowingRecordings {
    ShowingRecordings::new(
        showings(found),
        Arc::new(recordings),
        files,
        transcriber.map(|t| Arc::new(t) as Arc<dyn Transcriber>),
        clock(),
    )
}

fn clip() -> AudioClip {
    AudioClip::parse(WEBM.to_vec(), 3_500).unwrap()
}

#[tokio::test]
async fn a_transcribed_recording_is_kept_with_its_transcript() {
    let files = Arc::new(Files::default());
    let mut transcriber = MockTranscriber::new();
    transcriber
        .expect_transcribe()
        .withf(|audio| audio.bytes() == WEBM)
        .times(1)
        .returning(|_| Ok("  The water heater is leaking.\n".into()));
    let recordings = use_case(true, storing_recordings(), files.clone(), Some(transcriber));

    let stored = recordings
        .upload(UserId(1), ShowingId(7), RecordingBox::Updates, clip())
        .await
        .unwrap();

    assert_eq!(stored.for_box, RecordingBox::Updates);
    assert_eq!(stored.format, AudioFormat::Webm);
    assert_eq!(stored.size_bytes, WEBM.len() as u64);
    assert_eq!(stored.duration.map(RecordingDuration::millis), Some(3_500));
    assert_eq!(
        stored.transcription.transcript().map(Transcript::as_str),
        Some("The water heater is leaking.")
    );
    assert_eq!(stored.transcription.status(), "transcribed");
    let kept = files.kept.lock().unwrap();
    assert_eq!(kept.len(), 1);
    assert!(
        kept[0].0.starts_with("recordings/1/7/") && kept[0].0.ends_with(".webm"),
        "{}",
        kept[0].0
    );
    assert_eq!(kept[0].1, WEBM);
    assert_eq!(stored.file_key, kept[0].0);
}

#[tokio::test]
async fn without_a_transcription_service_the_audio_is_kept_and_said_so() {
    let files = Arc::new(Files::default());
    let recordings = use_case(true, storing_recordings(), files.clone(), None);

    let stored = recordings
        .upload(UserId(1), ShowingId(7), RecordingBox::Repairs, clip())
        .await
        .unwrap();

    assert_eq!(stored.transcription, Transcription::NotConfigured);
    assert_eq!(
        stored.transcription.message(),
        Some("Transcription is not set up — the recording is kept with the showing")
    );
    assert_eq!(files.kept.lock().unwrap().len(), 1);
    assert!(files.deleted.lock().unwrap().is_empty());
}

#[tokio::test]
async fn a_failed_transcription_keeps_the_audio_and_says_why() {
    for (error, said) in [
        (
            TranscriptionError::Unavailable(anyhow!("timed out")),
            "did not answer",
        ),
        (
            TranscriptionError::Refused("401 invalid key".into()),
            "refused the recording",
        ),
        (
            TranscriptionError::Unusable("not JSON".into()),
            "could not be read",
        ),
    ] {
        let files = Arc::new(Files::default());
        let mut transcriber = MockTranscriber::new();
        let error = Mutex::new(Some(error));
        transcriber
            .expect_transcribe()
            .returning(move |_| Err(error.lock().unwrap().take().unwrap()));
        let recordings = use_case(true, storing_recordings(), files.clone(), Some(transcriber));

        let stored = recordings
            .upload(UserId(1), ShowingId(7), RecordingBox::Repairs, clip())
            .await
            .unwrap();

        assert_eq!(stored.transcription.status(), "failed");
        let message = stored.transcription.message().unwrap();
        assert!(message.contains(said), "{message}");
        assert!(message.ends_with("the recording is kept with the showing"));
        assert_eq!(files.kept.lock().unwrap().len(), 1);
    }
}

#[tokio::test]
async fn another_agents_showing_stores_nothing() {
    let files = Arc::new(Files::default());
    let mut recordings = MockRecordingRepository::new();
    recordings.expect_insert().never();
    let mut transcriber = MockTranscriber::new();
    transcriber.expect_transcribe().never();
    let recordings = use_case(false, recordings, files.clone(), Some(transcriber));

    let err = recordings
        .upload(UserId(2), ShowingId(7), RecordingBox::Repairs, clip())
        .await
        .unwrap_err();

    assert!(matches!(err, RecordingError::NotFound), "{err:?}");
    assert!(files.kept.lock().unwrap().is_empty());
}

#[tokio::test]
async fn audio_that_could_not_be_recorded_is_not_left_behind() {
    let files = Arc::new(Files::default());
    let mut recordings = MockRecordingRepository::new();
    // The showing was deleted between the check and the insert.
    recordings
        .expect_insert()
        .returning(|_| Err(RepositoryError::NotFound));
    let recordings = use_case(true, recordings, files.clone(), None);

    let err = recordings
        .upload(UserId(1), ShowingId(7), RecordingBox::Repairs, clip())
        .await
        .unwrap_err();

    assert!(matches!(err, RecordingError::NotFound));
    let kept = files.kept.lock().unwrap();
    assert_eq!(*files.deleted.lock().unwrap(), vec![kept[0].0.clone()]);
}

#[tokio::test]
async fn audio_is_read_for_its_owner_only() {
    let files = Arc::new(Files::default());
    files.put("recordings/1/7/1.webm", WEBM).await.unwrap();
    let mut repo = MockRecordingRepository::new();
    repo.expect_find().returning(|owner, showing, id| {
        Ok((owner == UserId(1)).then(|| Recording {
            id,
            user_id: owner,
            showing_id: showing,
            for_box: RecordingBox::Repairs,
            file_key: "recordings/1/7/1.webm".into(),
            format: AudioFormat::Webm,
            size_bytes: WEBM.len() as u64,
            duration: None,
            transcription: Transcription::NotConfigured,
            created_at: Utc.with_ymd_and_hms(2026, 3, 4, 5, 6, 7).unwrap(),
        }))
    });
    let recordings = use_case(true, repo, files, None);

    let (recording, bytes) = recordings
        .audio(UserId(1), ShowingId(7), RecordingId(1))
        .await
        .unwrap();
    assert_eq!(recording.id, RecordingId(1));
    assert_eq!(bytes, WEBM);
    assert!(matches!(
        recordings
            .audio(UserId(2), ShowingId(7), RecordingId(1))
            .await,
        Err(RecordingError::NotFound)
    ));
}

#[tokio::test]
async fn a_showing_for_a_recording_may_start_without_notes() {
    let mut showings = MockShowingRepository::new();
    showings.expect_insert().times(1).returning(|new| {
        Ok(Showing {
            id: ShowingId(9),
            user_id: new.user_id,
            details: new.details,
            status: ShowingStatus::Pending,
            created_at: new.created_at,
        })
    });
    let create = CreateShowing::new(Arc::new(showings), clock());
    let details = showing().details;
    assert!(matches!(
        create.execute(UserId(1), details.clone()).await,
        Err(CreateShowingError::NoNotes)
    ));
    let created = create
        .execute_for_recording(UserId(1), details)
        .await
        .unwrap();
    assert_eq!(created.id, ShowingId(9));
    assert!(created.details.repairs_needed.is_empty());
}

/// A stored recording whose transcription was `transcription`, with its audio in `files`.
fn kept_recording(files: &Files, transcription: Transcription) -> Recording {
    let key = "recordings/1/7/1.webm".to_owned();
    files
        .kept
        .lock()
        .unwrap()
        .push((key.clone(), WEBM.to_vec()));
    Recording {
        id: RecordingId(3),
        user_id: UserId(1),
        showing_id: ShowingId(7),
        for_box: RecordingBox::Repairs,
        file_key: key,
        format: AudioFormat::Webm,
        size_bytes: WEBM.len() as u64,
        duration: RecordingDuration::from_millis(3_500).unwrap(),
        transcription,
        created_at: Utc.with_ymd_and_hms(2026, 3, 4, 5, 6, 7).unwrap(),
    }
}

#[tokio::test]
async fn a_failed_recording_transcribed_again_keeps_the_new_transcript() {
    let files = Arc::new(Files::default());
    let stored = kept_recording(&files, Transcription::Failed("did not answer".into()));
    let mut recordings = MockRecordingRepository::new();
    let found = stored.clone();
    recordings
        .expect_find()
        .withf(|owner, showing, id| {
            *owner == UserId(1) && *showing == ShowingId(7) && *id == RecordingId(3)
        })
        .returning(move |_, _, _| Ok(Some(found.clone())));
    let updated = stored.clone();
    recordings
        .expect_set_transcription()
        .withf(|_, _, id, t| {
            *id == RecordingId(3)
                && t.transcript().map(Transcript::as_str) == Some("Gutters are full.")
        })
        .times(1)
        .returning(move |_, _, _, t| {
            Ok(Recording {
                transcription: t,
                ..updated.clone()
            })
        });
    let mut transcriber = MockTranscriber::new();
    transcriber
        .expect_transcribe()
        // The audio kept with the showing is what is sent, with its length.
        .withf(|audio| {
            audio.bytes() == WEBM && audio.duration().map(RecordingDuration::millis) == Some(3_500)
        })
        .times(1)
        .returning(|_| Ok("Gutters are full.".into()));
    let use_case = use_case(true, recordings, files, Some(transcriber));

    let again = use_case
        .transcribe_again(UserId(1), ShowingId(7), RecordingId(3))
        .await
        .unwrap();
    assert_eq!(again.transcription.status(), "transcribed");
    assert_eq!(
        again.transcription.transcript().map(Transcript::as_str),
        Some("Gutters are full.")
    );
}

#[tokio::test]
async fn failing_again_is_recorded_and_a_transcribed_recording_is_left_as_it_is() {
    // The service fails a second time: the new failure is stored and told.
    let files = Arc::new(Files::default());
    let stored = kept_recording(&files, Transcription::NotConfigured);
    let mut recordings = MockRecordingRepository::new();
    let found = stored.clone();
    recordings
        .expect_find()
        .returning(move |_, _, _| Ok(Some(found.clone())));
    recordings
        .expect_set_transcription()
        .withf(|_, _, _, t| matches!(t, Transcription::Failed(m) if m.contains("refused")))
        .times(1)
        .returning(move |_, _, _, t| {
            Ok(Recording {
                transcription: t,
                ..stored.clone()
            })
        });
    let mut transcriber = MockTranscriber::new();
    transcriber
        .expect_transcribe()
        .times(1)
        .returning(|_| Err(TranscriptionError::Refused("401".into())));
    let again = use_case(true, recordings, files, Some(transcriber))
        .transcribe_again(UserId(1), ShowingId(7), RecordingId(3))
        .await
        .unwrap();
    assert_eq!(again.transcription.status(), "failed");

    // Already transcribed: answered as stored, and the service is not asked.
    let files = Arc::new(Files::default());
    let heard = kept_recording(
        &files,
        Transcription::Transcribed(Transcript::from_heard("Paint")),
    );
    let mut recordings = MockRecordingRepository::new();
    let found = heard.clone();
    recordings
        .expect_find()
        .returning(move |_, _, _| Ok(Some(found.clone())));
    recordings.expect_set_transcription().never();
    let mut transcriber = MockTranscriber::new();
    transcriber.expect_transcribe().never();
    let same = use_case(true, recordings, files, Some(transcriber))
        .transcribe_again(UserId(1), ShowingId(7), RecordingId(3))
        .await
        .unwrap();
    assert_eq!(same, heard);
}

#[tokio::test]
async fn another_agents_recording_is_not_found_and_nothing_is_sent() {
    let mut recordings = MockRecordingRepository::new();
    recordings.expect_find().returning(|_, _, _| Ok(None));
    recordings.expect_set_transcription().never();
    let mut transcriber = MockTranscriber::new();
    transcriber.expect_transcribe().never();
    let refused = use_case(
        true,
        recordings,
        Arc::new(Files::default()),
        Some(transcriber),
    )
    .transcribe_again(UserId(2), ShowingId(7), RecordingId(3))
    .await;
    assert!(matches!(refused, Err(RecordingError::NotFound)));
}
