import Edit from '@mui/icons-material/Edit';
import Notes from '@mui/icons-material/Notes';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { SectionCard } from '@/components/ui/section-card';
import { ApiError, errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useUnauthorizedHandler } from '@/lib/unauthorized';

import { useEditReportSummary } from '../api/edit-report-summary';
import type { Report } from '../types';

/** The server's limits and messages for a summary (crates/application edit_summary). */
export const SUMMARY_MAX_LENGTH = 10_000;
const SUMMARY_REQUIRED = 'Summary cannot be empty';
const SUMMARY_TOO_LONG = 'Summary must be at most 10,000 characters';

function summaryError(text: string): string | null {
  if (!text.trim()) return SUMMARY_REQUIRED;
  if (text.length > SUMMARY_MAX_LENGTH) return SUMMARY_TOO_LONG;
  return null;
}

/** Spec §4: view, Edit, then Save Changes (stored on the server) or Cancel. */
export function SummaryCard({ report }: { report: Report }) {
  const { trigger, isMutating } = useEditReportSummary(report.showingId, report.id);
  const handleUnauthorized = useUnauthorizedHandler();
  const [draft, setDraft] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const editing = draft !== null;
  const [touched, setTouched] = useState(false);
  const error = editing ? (serverError ?? (touched ? summaryError(draft) : null)) : null;

  const startEditing = () => {
    setDraft(report.content.summary);
    setServerError(null);
    setTouched(false);
  };
  const cancel = () => {
    setDraft(null);
    setServerError(null);
  };
  const save = async () => {
    if (draft === null) return;
    setTouched(true);
    if (summaryError(draft)) return;
    try {
      await trigger({ summary: draft.trim() });
      setDraft(null);
      toast({ title: 'Summary Updated', description: 'The report summary has been saved.' });
    } catch (caught) {
      if (handleUnauthorized(caught)) return;
      if (caught instanceof ApiError && caught.fields.summary) setServerError(caught.fields.summary);
      toast({ title: 'Update Failed', description: errorMessage(caught), variant: 'destructive' });
    }
  };

  return (
    <SectionCard
      title="Summary"
      icon={<Notes fontSize="small" />}
      action={
        !editing && (
          <Button startIcon={<Edit />} onClick={startEditing} variant="outlined" size="small">
            Edit
          </Button>
        )
      }
    >
      {editing ? (
        <Stack spacing={2}>
          <TextField
            label="Summary"
            value={draft}
            onChange={(event) => {
              setDraft(event.target.value);
              setServerError(null);
            }}
            onBlur={() => setTouched(true)}
            multiline
            minRows={6}
            fullWidth
            autoFocus
            error={Boolean(error)}
            helperText={error ?? `${draft.length.toLocaleString('en-US')} / ${SUMMARY_MAX_LENGTH.toLocaleString('en-US')}`}
          />
          <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={cancel} disabled={isMutating} color="inherit">
              Cancel
            </Button>
            <Button onClick={save} variant="contained" loading={isMutating}>
              Save Changes
            </Button>
          </Stack>
        </Stack>
      ) : (
        <Typography sx={{ whiteSpace: 'pre-wrap', lineHeight: 1.7 }}>{report.content.summary}</Typography>
      )}
    </SectionCard>
  );
}
