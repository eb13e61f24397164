import CheckCircle from '@mui/icons-material/CheckCircle';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import History from '@mui/icons-material/History';
import Replay from '@mui/icons-material/Replay';
import Schedule from '@mui/icons-material/Schedule';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { SectionCard } from '@/components/ui/section-card';
import { formatDateTime } from '@/lib/format';

import type { Delivery } from '../api/deliveries';

const FAILED_WITHOUT_REASON = 'The message could not be delivered.';

const statusLabels: Record<string, string> = { queued: 'Queued', sending: 'Sending…', sent: 'Sent', failed: 'Failed' };
const statusColors: Record<string, ChipProps['color']> = { queued: 'default', sending: 'info', sent: 'success', failed: 'error' };

/** "To Pat Buyer <pat@example.com>, with a copy to you": the client first, then the agent's copy. */
export function recipientsLine(delivery: Delivery): string {
  const [client, ...copies] = delivery.recipients;
  if (!client) return '';
  return copies.length > 0 ? `To ${client}, with a copy to you` : `To ${client}`;
}

/** The state's word and what follows it: "Queued", "Sending…", "Sent" {when}, "Failed:" {why}. */
function headlineParts(delivery: Delivery): [string, string | null] {
  switch (delivery.status) {
    case 'sending':
      return ['Sending…', null];
    case 'sent':
      return ['Sent', delivery.sentAt ? formatDateTime(delivery.sentAt) : null];
    case 'failed':
      return ['Failed:', delivery.lastError || FAILED_WITHOUT_REASON];
    default:
      return ['Queued', null];
  }
}

const headline = (word: string, detail: string | null) => (detail ? `${word} ${detail}` : word);

/** A queued delivery that already failed once says when it is tried again, and why it did not go. */
function retryNote(delivery: Delivery): string | null {
  if (delivery.status !== 'queued' || !delivery.lastError) return null;
  const when = delivery.nextAttemptAt ? formatDateTime(delivery.nextAttemptAt) : '';
  return when ? `Trying again ${when}: ${delivery.lastError}` : `Trying again: ${delivery.lastError}`;
}

function StateIcon({ status }: { status: string }) {
  const sx = { fontSize: 18, flexShrink: 0 };
  if (status === 'sent') return <CheckCircle color="success" sx={sx} />;
  if (status === 'failed') return <ErrorOutline color="error" sx={sx} />;
  if (status === 'sending') return <CircularProgress size={16} aria-hidden sx={{ flexShrink: 0 }} />;
  return <Schedule color="action" sx={sx} />;
}

/**
 * The newest delivery beside the send button: Queued -> Sending… -> Sent {when}, or Failed: {why}
 * with Retry (only while the failed delivery is of the version on screen; a changed report is sent
 * anew instead), then to whom. The headline is a live region, announced as the page polls.
 */
export function DeliveryStatus({ delivery, onRetry, retrying, canRetry }: { delivery: Delivery; onRetry: () => void; retrying: boolean; canRetry: boolean }) {
  const failed = delivery.status === 'failed';
  const [word, detail] = headlineParts(delivery);
  const note = retryNote(delivery);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', width: { xs: '100%', sm: 'auto' }, maxWidth: { sm: 440 } }}>
      <Box sx={{ display: 'flex', pt: '2px' }}>
        <StateIcon status={delivery.status} />
      </Box>
      <Box sx={{ flex: '1 1 auto', minWidth: 0 }}>
        {/* One text for the states the page follows; only a failure's reason is set apart from its word. */}
        <Typography role="status" variant="body2" sx={{ overflowWrap: 'anywhere', fontWeight: failed ? 400 : 700, color: failed ? 'error.main' : 'text.primary' }}>
          {failed ? (
            <>
              <Box component="strong" sx={{ fontWeight: 700 }}>
                {word}
              </Box>{' '}
              {detail}
            </>
          ) : (
            headline(word, detail)
          )}
        </Typography>
        <Typography variant="caption" component="p" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {recipientsLine(delivery)}
        </Typography>
        {note && (
          <Typography variant="caption" component="p" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {note}
          </Typography>
        )}
      </Box>
      {failed && canRetry && (
        <Button size="small" variant="outlined" color="error" startIcon={<Replay />} onClick={onRetry} loading={retrying} loadingPosition="start" sx={{ flexShrink: 0, minHeight: 36 }}>
          Retry
        </Button>
      )}
    </Stack>
  );
}

/** When it was sent, or else when it was queued (the newest one's reason shows beside the button). */
function whenLine(delivery: Delivery): string {
  if (delivery.status === 'sent' && delivery.sentAt) return `Sent ${formatDateTime(delivery.sentAt)}`;
  return `Queued ${formatDateTime(delivery.queuedAt)}`;
}

/** Shown when there is history to tell: more than one sending, or one that failed. */
export const hasSentHistory = (deliveries: readonly Delivery[] | undefined) =>
  Boolean(deliveries && (deliveries.length > 1 || deliveries.some((delivery) => delivery.status === 'failed')));

/** Every sending of the report, newest first: its version, state, when and to whom. */
export function SentHistory({ deliveries }: { deliveries: readonly Delivery[] }) {
  const rows: ReactNode[] = [...deliveries].reverse().map((delivery) => (
    <Box component="li" key={delivery.id} sx={{ py: 1.25 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          Version {delivery.version}
        </Typography>
        <Chip size="small" label={statusLabels[delivery.status] ?? delivery.status} color={statusColors[delivery.status] ?? 'default'} sx={{ fontWeight: 600 }} />
      </Stack>
      <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 0.25, overflowWrap: 'anywhere' }}>
        {whenLine(delivery)}
      </Typography>
      <Typography variant="caption" component="p" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {recipientsLine(delivery)}
      </Typography>
    </Box>
  ));
  return (
    <SectionCard title="Sent history" icon={<History fontSize="small" />}>
      <Stack component="ol" divider={<Divider component="li" aria-hidden />} sx={{ listStyle: 'none', m: 0, p: 0, mt: -1.25, mb: -1.25 }}>
        {rows}
      </Stack>
    </SectionCard>
  );
}
