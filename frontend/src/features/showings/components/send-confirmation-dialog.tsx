import Send from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

import { ResponsiveDialog, confirmActionsStyle } from '@/components/ui/responsive-dialog';
import { ApiError } from '@/lib/api-client';

import { type EmailPreview, useSendPreview } from '../api/deliveries';
import { serverMessage } from '../report-flow';

export interface SendConfirmationDialogProps {
  showingId: number;
  /** The report was sent before and this is a changed version. */
  updated: boolean;
  /** The summary is being edited: it is saved and sent with the report. */
  editing: boolean;
  /** The edited summary differs from the saved one (a new version even if the saved one was sent). */
  draftChanged: boolean;
  sending: boolean;
  onCancel: () => void;
  onSend: () => void;
}

/** The client-email message the server gives (400), its other refusals, or a connection problem. */
function previewProblem(error: unknown): string {
  if (error instanceof ApiError) return error.fields.clientEmail ?? serverMessage(error);
  return 'The message could not be prepared. Please check your connection and try again.';
}

const labelStyle = { fontWeight: 600, textTransform: 'uppercase', letterSpacing: '0.04em', color: 'text.secondary' } as const;

/** To (the client), Copy (the agent), Subject and Attachment: label above value on phones, beside it wider. */
function Envelope({ preview }: { preview: EmailPreview }) {
  const [client, ...copies] = preview.recipients;
  const rows: [string, string | undefined][] = [
    ['To', client],
    ['Copy', copies.join(', ') || undefined],
    ['Subject', preview.subject],
    ['Attachment', preview.attachmentName],
  ];
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' }, columnGap: 2, rowGap: { xs: 0.25, sm: 1 } }}>
      {rows
        .filter((row): row is [string, string] => Boolean(row[1]))
        .map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="caption" sx={{ ...labelStyle, pt: { xs: 1, sm: 0.25 } }}>
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
    </Box>
  );
}

function PreviewSkeleton() {
  return (
    <Stack spacing={1} role="status" aria-busy="true" aria-label="Preparing the message">
      <Skeleton width="70%" />
      <Skeleton width="55%" />
      <Skeleton width="85%" />
      <Skeleton variant="rounded" height={160} />
    </Stack>
  );
}

/**
 * Asks before the report goes out, showing exactly what will: who receives it, the subject, the
 * PDF's name and the message as the client reads it (read fresh from the server on every opening).
 * Send is off until that preview has arrived, and while sending; the page keeps a second press
 * from sending twice. A full-screen sheet on phones, with the buttons at the bottom.
 */
export function SendConfirmationDialog({ showingId, updated, editing, draftChanged, sending, onCancel, onSend }: SendConfirmationDialogProps) {
  const messageId = useId();
  const preview = useSendPreview(showingId, { fresh: true });
  const data = preview.error ? undefined : preview.data;
  // The server would refuse this version (409) unless the edited summary makes it a new one.
  const alreadySent = Boolean(data?.alreadySent) && !draftChanged;

  return (
    <ResponsiveDialog title={updated ? 'Send the updated report?' : 'Send the report to the buyer?'} onClose={onCancel} busy={sending}>
      <DialogContent dividers>
        <Stack spacing={2}>
          {preview.error !== undefined && (
            <Alert
              severity="error"
              action={
                !(preview.error instanceof ApiError && preview.error.status < 500) && (
                  <Button color="inherit" size="small" onClick={() => void preview.mutate()}>
                    Try Again
                  </Button>
                )
              }
            >
              {previewProblem(preview.error)}
            </Alert>
          )}
          {!data && !preview.error && <PreviewSkeleton />}
          {data && (
            <>
              {alreadySent && <Alert severity="warning">This version of the report was already sent to the buyer.</Alert>}
              {editing && (
                <Alert severity="info">
                  The summary you are editing will be saved and sent with the report. The message below shows the summary as last saved.
                </Alert>
              )}
              <Envelope preview={data} />
              <Box>
                <Typography id={messageId} component="h3" variant="caption" sx={{ ...labelStyle, display: 'block', mb: 0.5 }}>
                  Message
                </Typography>
                <Box
                  role="region"
                  aria-labelledby={messageId}
                  tabIndex={0}
                  sx={{
                    whiteSpace: 'pre-wrap',
                    overflowWrap: 'anywhere',
                    overflowY: 'auto',
                    maxHeight: { xs: 'none', sm: 280 },
                    p: 1.5,
                    border: 1,
                    borderColor: 'divider',
                    borderRadius: 1,
                    bgcolor: 'grey.50',
                    typography: 'body2',
                    lineHeight: 1.6,
                  }}
                >
                  {data.textBody}
                </Box>
              </Box>
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions disableSpacing sx={confirmActionsStyle}>
        <Button onClick={onCancel} disabled={sending} color="inherit" sx={{ minHeight: 44 }}>
          Cancel
        </Button>
        <Button
          variant="contained"
          startIcon={<Send />}
          onClick={onSend}
          loading={sending}
          loadingPosition="start"
          disabled={!data || preview.isValidating || alreadySent}
          sx={{ minHeight: 44 }}
        >
          Send
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
