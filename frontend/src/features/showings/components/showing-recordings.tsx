import GraphicEq from '@mui/icons-material/GraphicEq';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { useState } from 'react';

import { SectionCard } from '@/components/ui/section-card';
import { errorMessage } from '@/lib/api-client';
import { AUDIO_STATUS } from '@/lib/audio-dictation';
import { formatDuration } from '@/lib/format';
import { toast } from '@/lib/toast';

import { useShowingRecordings } from '../api/get-showing-recordings';
import { transcribeRecordingAgain } from '../api/transcribe-recording-again';
import type { Recording } from '../types';

const boxLabel: Record<Recording['field'], string> = { repairs: 'Repairs Needed', updates: 'Updates Wanted' };

const recordedAt = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/**
 * One recording: when and for which box, a player, and its transcript or why there is none. A
 * recording the transcription service failed can be sent to it again; its transcript then shows
 * here, for the agent to copy into the notes ("Edit showing").
 */
function RecordingRow({ recording, onChanged }: { recording: Recording; onChanged: (recording: Recording) => void }) {
  const [busy, setBusy] = useState(false);
  const again = async () => {
    setBusy(true);
    try {
      const answer = await transcribeRecordingAgain(recording.showingId, recording.id);
      onChanged(answer);
      if (answer.transcriptionStatus === 'failed') toast({ title: 'Not Transcribed', description: answer.transcriptionMessage ?? undefined, variant: 'destructive' });
    } catch (error) {
      toast({ title: 'Not Transcribed', description: errorMessage(error), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  const when = recordedAt.format(new Date(recording.createdAt));
  const length = recording.durationMs ? ` · ${formatDuration(Math.round(recording.durationMs / 1000))}` : '';
  return (
    <Box component="li" sx={{ listStyle: 'none', py: 1.5, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0, pt: 0 } }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {boxLabel[recording.field]}
        <Typography component="span" variant="body2" color="text.secondary">
          {' '}
          · {when}
          {length}
        </Typography>
      </Typography>
      <Box component="audio" controls preload="none" src={recording.audioUrl} aria-label={`Recording for ${boxLabel[recording.field]}, ${when}`} sx={{ width: '100%', height: 40, mt: 1 }} />
      {recording.transcript ? (
        <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          “{recording.transcript}”
        </Typography>
      ) : (
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1, mt: 0.5 }}>
          <Typography variant="body2" color="text.secondary">
            {busy ? AUDIO_STATUS.transcribingAgain : recording.transcriptionMessage}
          </Typography>
          {recording.transcriptionStatus === 'failed' && (
            <Button size="small" onClick={() => void again()} disabled={busy} sx={{ minHeight: 44 }} aria-label={`Transcribe again: recording for ${boxLabel[recording.field]}, ${when}`}>
              Transcribe again
            </Button>
          )}
        </Box>
      )}
    </Box>
  );
}

/**
 * The recordings dictated into the showing's boxes, for playback: kept with the showing whether or
 * not they were transcribed. Shows nothing for a showing without recordings.
 */
export function ShowingRecordings({ showingId }: { showingId: number }) {
  const { data, mutate } = useShowingRecordings(showingId);
  if (!data || data.length === 0) return null;
  return (
    <SectionCard title="Recordings" icon={<GraphicEq fontSize="small" />} description="Audio dictated at the showing, kept with it.">
      <Stack component="ul" sx={{ m: 0, p: 0 }}>
        {data.map((recording) => (
          <RecordingRow
            key={recording.id}
            recording={recording}
            onChanged={(changed) => void mutate((list) => list?.map((r) => (r.id === changed.id ? changed : r)), { revalidate: false })}
          />
        ))}
      </Stack>
    </SectionCard>
  );
}
