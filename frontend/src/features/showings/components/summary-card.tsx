import Edit from '@mui/icons-material/Edit';
import Notes from '@mui/icons-material/Notes';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

import { SectionCard } from '@/components/ui/section-card';

import { type ReportEditor, SUMMARY_MAX_LENGTH } from '../report-editor';
import type { Report } from '../types';

/** Spec §4: view, Edit, then Save Changes (stored on the server) or Cancel. */
export function SummaryCard({ report, editor }: { report: Report; editor: ReportEditor }) {
  const { draft, error, saving, sending } = editor;

  return (
    <SectionCard
      title="Summary"
      icon={<Notes fontSize="small" />}
      action={
        draft === null && (
          <Button startIcon={<Edit />} onClick={editor.startEditing} variant="outlined" size="small" disabled={sending}>
            Edit
          </Button>
        )
      }
    >
      {draft !== null ? (
        <Stack spacing={2}>
          <TextField
            label="Summary"
            value={draft}
            onChange={(event) => editor.change(event.target.value)}
            onBlur={editor.blur}
            multiline
            minRows={6}
            fullWidth
            autoFocus
            disabled={sending}
            error={Boolean(error)}
            helperText={error ?? `${draft.length.toLocaleString('en-US')} / ${SUMMARY_MAX_LENGTH.toLocaleString('en-US')}`}
          />
          <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={editor.cancel} disabled={saving || sending} color="inherit">
              Cancel
            </Button>
            <Button onClick={editor.saveSummary} variant="contained" loading={saving} disabled={sending}>
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
