import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type Theme } from '@mui/material/styles';
import { useEffect, useRef, useState } from 'react';

import { MAX_COMPARABLES } from '../api/types';
import type { ComparablesDraft } from '../use-comparables-draft';
import { ComparableCards, ComparablesTable } from './comparable-rows';
import { CsvImportButton } from './csv-import-button';
import { FeatureRatesPanel } from './feature-rates-panel';

/**
 * The comparables editor, shared by the new-showing flow and the report's "Edit comparables"
 * dialog: add, type or import rows (a table on wide screens, cards on phones), set each one's ±%
 * adjustment, and tune the adjustment rates.
 */
export function ComparablesEditor({ draft, disabled }: { draft: ComparablesDraft; disabled?: boolean }) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const container = useRef<HTMLDivElement>(null);
  const [importProblem, setImportProblem] = useState<string | null>(null);
  const full = draft.room <= 0;

  // After a check or a refusal, go to the first box that needs attention — once the boxes are
  // enabled again (they are disabled while the form is being submitted).
  const focused = useRef(0);
  useEffect(() => {
    if (disabled || draft.focusRequest === focused.current) return;
    focused.current = draft.focusRequest;
    container.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [draft.focusRequest, disabled]);

  return (
    <Stack spacing={2} ref={container}>
      <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button variant="outlined" startIcon={<Add />} onClick={draft.add} disabled={disabled || full}>
          Add comparable
        </Button>
        <CsvImportButton draft={draft} disabled={disabled || full} onProblem={setImportProblem} />
        <Typography variant="body2" color="text.secondary" sx={{ ml: { sm: 'auto' } }} aria-live="polite">
          {draft.rows.length} of {MAX_COMPARABLES}
        </Typography>
      </Stack>

      {importProblem && (
        <Alert severity="error" onClose={() => setImportProblem(null)}>
          {importProblem}
        </Alert>
      )}
      {full && <Alert severity="info">A showing can have at most {MAX_COMPARABLES} comparables. Remove one to add another.</Alert>}

      {draft.rows.length === 0 ? (
        <Box sx={{ border: 1, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 2, p: { xs: 2, sm: 3 }, textAlign: 'center' }}>
          <Typography color="text.secondary">
            No comparables yet. Add recent sales and listings near this home, or import an MLS export (CSV).
          </Typography>
        </Box>
      ) : phone ? (
        <ComparableCards draft={draft} disabled={disabled} />
      ) : (
        <ComparablesTable draft={draft} disabled={disabled} />
      )}

      <FeatureRatesPanel draft={draft} disabled={disabled} />
    </Stack>
  );
}
