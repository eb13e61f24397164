import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type Theme } from '@mui/material/styles';
import { useEffect, useId, useRef, useState } from 'react';

import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useUnauthorizedHandler } from '@/lib/unauthorized';

import { useComparables } from '../api/get-comparables';
import { useRecomputeMarketAnalysis } from '../api/recompute-market-analysis';
import { useSaveComparables } from '../api/save-comparables';
import { useSaveSubjectFacts } from '../api/save-subject-facts';
import type { ComparablesResponse, Showing, SubjectFacts } from '../api/types';
import { countComparables } from '../format';
import { useComparablesDraft } from '../use-comparables-draft';
import { useSubjectFactsDraft } from '../use-subject-facts-draft';
import { ComparablesEditor } from './comparables-editor';
import { HomeFactsPanel } from './home-facts-panel';

interface DialogProps {
  showingId: number;
  /** The home's facts as the showing has them now; the "Home facts" boxes start from them. */
  subject: SubjectFacts;
  onClose: () => void;
  /** Shows the showing as the server answered once its home's facts were saved. */
  onSubjectSaved: (showing: Showing) => Promise<unknown>;
  /** Reads the showing's reports again once the analysis was rewritten. */
  onUpdated: () => Promise<unknown>;
}

/**
 * Saving first stores the home's facts when they were changed, then replaces the comparables and
 * rates, then has the server rewrite the market analysis (which uses no report of the allowance)
 * and shows it. Nothing is sent until every box can be saved, and nothing more once a step is
 * refused: the refused box shows the server's message and nothing typed is lost.
 */
function EditorForm({ showingId, subject, initial, onClose, onSubjectSaved, onUpdated }: DialogProps & { initial: ComparablesResponse }) {
  const facts = useSubjectFactsDraft(subject);
  const draft = useComparablesDraft(initial);
  const saveFacts = useSaveSubjectFacts(showingId);
  const save = useSaveComparables(showingId);
  const recompute = useRecomputeMarketAnalysis(showingId);
  const handleUnauthorized = useUnauthorizedHandler();
  const [busy, setBusy] = useState(false);

  // After a failed check or a refusal of the facts, go to the first fact that needs attention,
  // once the boxes are enabled again. This runs after the comparables editor's own move to its
  // first problem, so the panel at the top is the one focused when both have problems.
  const factsPanel = useRef<HTMLDivElement>(null);
  const focused = useRef(0);
  useEffect(() => {
    if (busy || facts.focusRequest === focused.current) return;
    focused.current = facts.focusRequest;
    factsPanel.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [facts.focusRequest, busy]);

  const onSave = async () => {
    if (busy) return;
    // Both are checked so that every problem shows at once.
    const factsOk = facts.check();
    if (!draft.check() || !factsOk) return;
    setBusy(true);
    const factsChanged = facts.changed;
    if (factsChanged) {
      let showing: Showing;
      try {
        showing = await saveFacts.trigger(facts.toRequest());
      } catch (error) {
        setBusy(false);
        if (handleUnauthorized(error)) return;
        facts.showServerProblems(error);
        toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });
        return;
      }
      // Saved: pressing Save again after a later step fails does not send them again, and the
      // page shows them at once.
      facts.saved(showing.details);
      await onSubjectSaved(showing);
    }
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
    const uses = `uses ${countComparables(draft.rows.length)}`;
    toast({ title: 'Market Analysis Updated', description: factsChanged ? `The home's facts are saved and the analysis now ${uses}.` : `The analysis now ${uses}.` });
    onClose();
  };

  return (
    <>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          The home&apos;s facts and recent sales and listings near it. Saving works out the market analysis again; it does not use a report of your allowance.
        </Typography>
        <Stack spacing={3}>
          <HomeFactsPanel ref={factsPanel} editor={facts} disabled={busy} />
          <ComparablesEditor draft={draft} disabled={busy} />
        </Stack>
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

/**
 * "Edit comparables" on the report: the home's facts, and the same comparables editor and CSV
 * import as a new showing.
 */
export function EditComparablesDialog({ showingId, subject, onClose, onSubjectSaved, onUpdated }: DialogProps) {
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const comparables = useComparables(showingId);

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="lg" fullScreen={fullScreen}>
      <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
        Edit comparables
      </DialogTitle>
      {comparables.data ? (
        <EditorForm showingId={showingId} subject={subject} initial={comparables.data} onClose={onClose} onSubjectSaved={onSubjectSaved} onUpdated={onUpdated} />
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
