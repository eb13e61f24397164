import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type Theme } from '@mui/material/styles';
import { useId, useState } from 'react';

import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useUnauthorizedHandler } from '@/lib/unauthorized';

import { useComparables } from '../api/get-comparables';
import { useRecomputeMarketAnalysis } from '../api/recompute-market-analysis';
import { useSaveComparables } from '../api/save-comparables';
import type { ComparablesResponse } from '../api/types';
import { countComparables } from '../format';
import { useComparablesDraft } from '../use-comparables-draft';
import { ComparablesEditor } from './comparables-editor';

interface DialogProps {
  showingId: number;
  onClose: () => void;
  /** Reads the showing's reports again once the analysis was rewritten. */
  onUpdated: () => Promise<unknown>;
}

/**
 * Saving replaces the comparables and rates, then has the server rewrite the market analysis
 * (which uses no report of the allowance) and shows it. A refused row stays in the editor with
 * the server's message; nothing typed is lost.
 */
function EditorForm({ showingId, initial, onClose, onUpdated }: DialogProps & { initial: ComparablesResponse }) {
  const draft = useComparablesDraft(initial);
  const save = useSaveComparables(showingId);
  const recompute = useRecomputeMarketAnalysis(showingId);
  const handleUnauthorized = useUnauthorizedHandler();
  const [busy, setBusy] = useState(false);

  const onSave = async () => {
    if (busy || !draft.check()) return;
    setBusy(true);
    try {
      await save.trigger(draft.toRequest());
    } catch (error) {
      setBusy(false);
      if (handleUnauthorized(error)) return;
      draft.showServerProblems(error);
      toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });
      return;
    }
    try {
      await recompute.trigger();
      await onUpdated();
    } catch (error) {
      setBusy(false);
      if (handleUnauthorized(error)) return;
      // The comparables are saved; pressing Save again writes the analysis again.
      toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });
      return;
    }
    toast({ title: 'Market Analysis Updated', description: `The analysis now uses ${countComparables(draft.rows.length)}.` });
    onClose();
  };

  return (
    <>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Recent sales and listings near this home. Saving works out the market analysis again; it does not use a report of your allowance.
        </Typography>
        <ComparablesEditor draft={draft} disabled={busy} />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose} color="inherit" disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={onSave} loading={busy}>
          Save &amp; Update Analysis
        </Button>
      </DialogActions>
    </>
  );
}

/** "Edit comparables" on the report: the same editor and CSV import as a new showing. */
export function EditComparablesDialog({ showingId, onClose, onUpdated }: DialogProps) {
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const comparables = useComparables(showingId);

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="lg" fullScreen={fullScreen}>
      <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
        Edit comparables
      </DialogTitle>
      {comparables.data ? (
        <EditorForm showingId={showingId} initial={comparables.data} onClose={onClose} onUpdated={onUpdated} />
      ) : (
        <>
          <DialogContent dividers>
            {comparables.error ? (
              <Alert
                severity="error"
                action={
                  <Button color="inherit" size="small" onClick={() => void comparables.mutate()}>
                    Try Again
                  </Button>
                }
              >
                The comparables could not be loaded. Please try again.
              </Alert>
            ) : (
              <Box role="status" aria-label="Loading comparables" sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
                <CircularProgress />
              </Box>
            )}
          </DialogContent>
          <DialogActions sx={{ px: 3, py: 2 }}>
            <Button onClick={onClose} color="inherit">
              Cancel
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
