import GraphicEq from '@mui/icons-material/GraphicEq';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { SectionCard } from '@/components/ui/section-card';
import { formatDuration } from '@/lib/format';

import { useShowingRecordings } from '../api/get-showing-recordings';
import type { Recording } from '../types';

const boxLabel: Record<Recording['field'], string> = { repairs: 'Repairs Needed', updates: 'Updates Wanted' };

const recordedAt = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** One recording: when and for which box, a player, and its transcript or why there is none. */
function RecordingRow({ recording }: { recording: Recording }) {
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
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {recording.transcriptionMessage}
        </Typography>
      )}
    </Box>
  );
}

/**
 * The recordings dictated into the showing's boxes, for playback: kept with the showing whether or
 * not they were transcribed. Shows nothing for a showing without recordings.
 */
export function ShowingRecordings({ showingId }: { showingId: number }) {
  const { data } = useShowingRecordings(showingId);
  if (!data || data.length === 0) return null;
  return (
    <SectionCard title="Recordings" icon={<GraphicEq fontSize="small" />} description="Audio dictated at the showing, kept with it.">
      <Stack component="ul" sx={{ m: 0, p: 0 }}>
        {data.map((recording) => (
          <RecordingRow key={recording.id} recording={recording} />
        ))}
      </Stack>
    </SectionCard>
  );
}
