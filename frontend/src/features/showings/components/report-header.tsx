import ArrowBack from '@mui/icons-material/ArrowBack';
import Download from '@mui/icons-material/Download';
import MarkEmailRead from '@mui/icons-material/MarkEmailRead';
import Send from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { StatusChip } from '@/components/ui/status-chip';
import { apiLinks, paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { formatDate } from '@/lib/format';

import type { Delivery } from '../api/deliveries';
import type { DeliveryState, SendMode } from '../delivery-state';
import type { ReportEditor } from '../report-editor';
import type { Report, Showing } from '../types';
import { DeliveryStatus } from './delivery-status';
import { SendConfirmationDialog } from './send-confirmation-dialog';

export function BackToDashboard() {
  return (
    <Button component={RouterLink} to={paths.dashboard.getHref('reports')} startIcon={<ArrowBack />} color="inherit" sx={{ color: 'text.secondary', mb: 2, ml: -1, whiteSpace: 'nowrap' }}>
      Back to Dashboard
    </Button>
  );
}

const SEND_LABELS: Record<SendMode, string> = {
  checking: 'Send Report to Buyer',
  send: 'Send Report to Buyer',
  'send-updated': 'Send updated report',
  'already-sent': 'Report Already Sent',
  failed: 'Send Report to Buyer',
};

/** The line under the buttons: where the report goes, why it cannot be sent, or what to do next. */
function sendHint(showing: Showing, mode: SendMode, editing: boolean, latest: Delivery | undefined, unconfirmedEmail: string | null): string | null {
  const clientEmail = showing.details.clientEmail?.trim();
  if (mode === 'already-sent') return clientEmail && !latest ? `Sent to ${clientEmail}.` : null;
  if (!clientEmail) {
    return 'This showing has no client email, so the report cannot be emailed. Download the PDF to share it.';
  }
  if (unconfirmedEmail) {
    return `Confirm your email address first: buyers reply to it. Open the link we sent to ${unconfirmedEmail}.`;
  }
  if (mode === 'failed') return 'This version could not be delivered. Retry it, or change the report to send an updated version.';
  if (editing) return 'Sending also saves the summary you are editing.';
  if (mode === 'send-updated') {
    const since = latest?.status === 'failed' ? 'since the last try' : 'since it was sent';
    return `The report changed ${since}. To ${clientEmail}, with a copy to you.`;
  }
  return `To ${clientEmail}, with a copy to you.`;
}

/**
 * Download PDF (every report has one, rendered on its first download) and Send Report to Buyer,
 * which asks first (the confirmation shows the message as it will go out). Spec §2/§4: the send
 * button is disabled while sending and once this version is on its way or sent, when it reads
 * "Report Already Sent"; after a change to a sent report it reads "Send updated report". Without a
 * client email on the showing the server would refuse (400), so the button is off and says why;
 * the same holds while the agent's own address is unconfirmed (403).
 * The newest delivery's state sits under the buttons.
 */
export function ReportActions({ showing, report, editor, delivery }: { showing: Showing; report: Report; editor: ReportEditor; delivery: DeliveryState }) {
  const hintId = useId();
  const { mode, latest } = delivery;
  const { user } = useUser();
  // Reports go out only from a confirmed address (the server refuses otherwise).
  const unconfirmedEmail = user && !user.emailVerified ? user.email : null;
  const noClientEmail = !showing.details.clientEmail?.trim();
  const hint = sendHint(showing, mode, editor.editing, latest, unconfirmedEmail);
  const canSend = mode === 'send' || mode === 'send-updated';

  return (
    <Stack spacing={1} sx={{ flexShrink: 0, alignItems: { xs: 'stretch', sm: 'flex-end' } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button href={apiLinks.reportPdf(report.showingId, report.id)} download variant="outlined" startIcon={<Download />}>
          Download PDF
        </Button>
        <Button
          variant="contained"
          startIcon={mode === 'already-sent' ? <MarkEmailRead /> : <Send />}
          onClick={editor.requestSend}
          loading={editor.sending}
          loadingPosition="start"
          disabled={!canSend || noClientEmail || unconfirmedEmail !== null || editor.saving}
          aria-describedby={hint ? hintId : undefined}
        >
          {SEND_LABELS[mode]}
        </Button>
      </Stack>
      {latest && (
        <DeliveryStatus delivery={latest} canRetry={mode === 'failed'} retrying={delivery.retrying} onRetry={() => void delivery.retry(latest)} />
      )}
      {hint && (
        <Typography id={hintId} variant="caption" color="text.secondary" sx={{ maxWidth: 360, textAlign: { sm: 'right' }, overflowWrap: 'anywhere' }}>
          {hint}
        </Typography>
      )}
      {editor.confirming && (
        <SendConfirmationDialog
          showingId={report.showingId}
          updated={mode === 'send-updated'}
          editing={editor.editing}
          draftChanged={editor.draftChanged}
          sending={editor.sending}
          onCancel={editor.closeConfirmation}
          onSend={() => void editor.confirmSend()}
        />
      )}
    </Stack>
  );
}

/**
 * Property address, "Report for" the buyer, the Sent/Draft badge and the showing's status; `menu`
 * sits on the line of "Back to Dashboard".
 */
export function ReportHeader({ showing, report, actions, menu }: { showing: Showing; report?: Report; actions?: ReactNode; menu?: ReactNode }) {
  return (
    <Box component="header" sx={{ mb: 3 }}>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
        <BackToDashboard />
        {menu}
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-start' } }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 800, letterSpacing: '-0.02em', fontSize: { xs: 24, sm: 32 }, overflowWrap: 'anywhere' }}>
            {showing.propertyAddress}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5, fontSize: 17 }}>
            Report for {showing.buyerName}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
            {report && (
              <Chip size="small" label={report.emailSent ? 'Sent' : 'Draft'} color={report.emailSent ? 'success' : 'default'} sx={{ fontWeight: 600 }} />
            )}
            <StatusChip status={showing.status} fallback="pending" />
            {report && (
              <Typography variant="body2" color="text.secondary">
                Generated {formatDate(report.createdAt)}
              </Typography>
            )}
          </Stack>
        </Box>
        {actions}
      </Stack>
    </Box>
  );
}
