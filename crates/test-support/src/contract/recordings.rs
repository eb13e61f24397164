//! Contract of the recording repository: recordings are their owner's only, read back as
//! stored, and their audio's file keys are handed back when their showing or account goes.

use std::sync::Arc;

use chrono::{TimeZone, Utc};
use showscribe_application::ports::{
    RecordingRepository, RepositoryError, ShowingRepository, UserRepository,
};
use showscribe_domain::UserId;
use showscribe_domain::recording::{
    AudioFormat, NewRecording, RecordingBox, RecordingDuration, RecordingId, Transcript,
    Transcription,
};
use showscribe_domain::showing::ShowingId;

use crate::fixtures::{new_showing, new_user};

pub struct Repos {
    pub users: Arc<dyn UserRepository>,
    pub showings: Arc<dyn ShowingRepository>,
    pub recordings: Arc<dyn RecordingRepository>,
}

pub async fn run_all(r: &Repos) {
    recordings_are_stored_and_read_back_by_their_owner(r).await;
    a_new_transcription_replaces_the_old_one_for_the_owner_only(r).await;
    deleting_a_showing_hands_back_its_recordings(r).await;
    closing_an_account_hands_back_its_recordings(r).await;
}

fn new_recording(
    owner: UserId,
    showing: ShowingId,
    key: &str,
    transcription: Transcription,
) -> NewRecording {
    NewRecording {
        user_id: owner,
        showing_id: showing,
        for_box: RecordingBox::Updates,
        file_key: key.to_owned(),
        format: AudioFormat::Webm,
        size_bytes: 48_213,
        duration: RecordingDuration::from_millis(4_250).unwrap(),
        transcription,
        created_at: Utc.with_ymd_and_hms(2026, 5, 1, 10, 30, 0).unwrap(),
    }
}

async fn recordings_are_stored_and_read_back_by_their_owner(r: &Repos) {
    let a = r.users.insert(new_user("rec-a@example.com")).await.unwrap();
    let b = r.users.insert(new_user("rec-b@example.com")).await.unwrap();
    let s = r
        .showings
        .insert(new_showing(a.id, "1 Echo Ln"))
        .await
        .unwrap();

    let heard = Transcription::Transcribed(Transcript::from_heard("Paint the hallway"));
    let first = r
        .recordings
        .insert(new_recording(
            a.id,
            s.id,
            "recordings/a/1.webm",
            heard.clone(),
        ))
        .await
        .unwrap();
    assert_eq!(first.transcription, heard);
    assert_eq!(first.for_box, RecordingBox::Updates);
    assert_eq!(first.format, AudioFormat::Webm);
    assert_eq!(first.size_bytes, 48_213);
    assert_eq!(first.duration.map(RecordingDuration::millis), Some(4_250));
    assert_eq!(
        first.created_at,
        Utc.with_ymd_and_hms(2026, 5, 1, 10, 30, 0).unwrap()
    );
    let mut second = new_recording(
        a.id,
        s.id,
        "recordings/a/2.ogg",
        Transcription::Failed("The transcription service did not answer".into()),
    );
    second.for_box = RecordingBox::Repairs;
    second.format = AudioFormat::Ogg;
    second.duration = None;
    let second = r.recordings.insert(second).await.unwrap();

    let listed = r.recordings.list(a.id, s.id).await.unwrap();
    assert_eq!(listed, vec![first.clone(), second.clone()]);
    assert_eq!(
        r.recordings.find(a.id, s.id, second.id).await.unwrap(),
        Some(second.clone())
    );

    // Another agent neither adds to the showing nor sees what it holds.
    let err = r
        .recordings
        .insert(new_recording(
            b.id,
            s.id,
            "recordings/b/1.webm",
            Transcription::NotConfigured,
        ))
        .await
        .unwrap_err();
    assert!(matches!(err, RepositoryError::NotFound), "{err:?}");
    assert!(matches!(
        r.recordings.list(b.id, s.id).await,
        Err(RepositoryError::NotFound)
    ));
    assert_eq!(r.recordings.find(b.id, s.id, first.id).await.unwrap(), None);
    assert_eq!(
        r.recordings
            .find(a.id, ShowingId(s.id.0 + 1000), first.id)
            .await
            .unwrap(),
        None
    );
    assert_eq!(
        r.recordings
            .find(a.id, s.id, RecordingId(first.id.0 + 1000))
            .await
            .unwrap(),
        None
    );
    // A showing with no recordings lists none.
    let empty = r
        .showings
        .insert(new_showing(a.id, "2 Echo Ln"))
        .await
        .unwrap();
    assert!(r.recordings.list(a.id, empty.id).await.unwrap().is_empty());
}

async fn a_new_transcription_replaces_the_old_one_for_the_owner_only(r: &Repos) {
    let a = r
        .users
        .insert(new_user("retx-a@example.com"))
        .await
        .unwrap();
    let b = r
        .users
        .insert(new_user("retx-b@example.com"))
        .await
        .unwrap();
    let s = r
        .showings
        .insert(new_showing(a.id, "9 Retry Rd"))
        .await
        .unwrap();
    let other = r
        .showings
        .insert(new_showing(a.id, "10 Retry Rd"))
        .await
        .unwrap();
    let failed = Transcription::Failed("The transcription service did not answer".into());
    let stored = r
        .recordings
        .insert(new_recording(
            a.id,
            s.id,
            "recordings/a/retry.webm",
            failed.clone(),
        ))
        .await
        .unwrap();

    // Another agent, or the owner's other showing: not found, and nothing changes.
    let heard = Transcription::Transcribed(Transcript::from_heard("Gutters are full"));
    for (owner, showing) in [(b.id, s.id), (a.id, other.id)] {
        let refused = r
            .recordings
            .set_transcription(owner, showing, stored.id, heard.clone())
            .await;
        assert!(
            matches!(refused, Err(RepositoryError::NotFound)),
            "{refused:?}"
        );
    }
    let unchanged = r
        .recordings
        .find(a.id, s.id, stored.id)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(unchanged.transcription, failed);

    let updated = r
        .recordings
        .set_transcription(a.id, s.id, stored.id, heard.clone())
        .await
        .unwrap();
    assert_eq!(updated.transcription, heard);
    assert_eq!(updated.file_key, stored.file_key);
    assert_eq!(updated.created_at, stored.created_at);
    let read = r
        .recordings
        .find(a.id, s.id, stored.id)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(read, updated);

    // Nothing heard is a transcription too.
    let silent = r
        .recordings
        .set_transcription(a.id, s.id, stored.id, Transcription::Transcribed(None))
        .await
        .unwrap();
    assert_eq!(silent.transcription, Transcription::Transcribed(None));
    assert_eq!(
        r.recordings
            .set_transcription(a.id, s.id, RecordingId(i64::MAX), heard)
            .await
            .err()
            .map(|e| matches!(e, RepositoryError::NotFound)),
        Some(true)
    );
}

async fn deleting_a_showing_hands_back_its_recordings(r: &Repos) {
    let a = r
        .users
        .insert(new_user("rec-del@example.com"))
        .await
        .unwrap();
    let s = r
        .showings
        .insert(new_showing(a.id, "3 Echo Ln"))
        .await
        .unwrap();
    let kept = r
        .showings
        .insert(new_showing(a.id, "4 Echo Ln"))
        .await
        .unwrap();
    for (showing, key) in [
        (s.id, "recordings/del/1.webm"),
        (s.id, "recordings/del/2.webm"),
        (kept.id, "recordings/del/kept.webm"),
    ] {
        r.recordings
            .insert(new_recording(
                a.id,
                showing,
                key,
                Transcription::NotConfigured,
            ))
            .await
            .unwrap();
    }

    let mut files = r.showings.delete(a.id, s.id).await.unwrap();
    files.sort();
    assert_eq!(
        files,
        vec!["recordings/del/1.webm", "recordings/del/2.webm"]
    );
    assert!(matches!(
        r.recordings.list(a.id, s.id).await,
        Err(RepositoryError::NotFound)
    ));
    assert_eq!(r.recordings.list(a.id, kept.id).await.unwrap().len(), 1);
}

async fn closing_an_account_hands_back_its_recordings(r: &Repos) {
    let a = r
        .users
        .insert(new_user("rec-close@example.com"))
        .await
        .unwrap();
    let s = r
        .showings
        .insert(new_showing(a.id, "5 Echo Ln"))
        .await
        .unwrap();
    r.recordings
        .insert(new_recording(
            a.id,
            s.id,
            "recordings/close/1.webm",
            Transcription::NotConfigured,
        ))
        .await
        .unwrap();
    let files = r.users.delete_account(a.id).await.unwrap();
    assert!(
        files.contains(&"recordings/close/1.webm".to_owned()),
        "{files:?}"
    );
}
