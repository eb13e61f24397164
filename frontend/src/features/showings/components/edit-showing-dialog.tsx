import AutoAwesome from '@mui/icons-material/AutoAwesome';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, Formik, type FormikHelpers } from 'formik';
import { type ReactNode, useState } from 'react';

import { DialogFormActions, ResponsiveDialog, dialogFormStyle } from '@/components/ui/responsive-dialog';
import { ApiError } from '@/lib/api-client';
import { useUser } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { useUnauthorizedHandler } from '@/lib/unauthorized';

import { useGenerateReport, wasCharged } from '../api/generate-report';
import { useUpdateShowing } from '../api/update-showing';
import { type DictationTargets, useShowingDictationTargets } from '../recordings/use-dictation-targets';
import { keepEnterInField } from '../report-flow';
import { type NewShowingValues, editShowingSchema, serverFieldToEditShowingField, showingToValues, toUpdateShowingRequest } from '../schemas';
import { serverProblem } from '../server-problem';
import type { Showing } from '../types';
import { AgentFields, ClientFields, NotesFields, PropertyFields } from './showing-fields';

/** Spoken when a report was written again from corrections only. */
export const NOT_CHARGED_MESSAGE = 'Report updated — no report was taken from your allowance (only corrections)';

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack spacing={2} component="section" aria-label={title}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/** The showing's boxes, prefilled; saving sends them all with PUT. */
function ShowingForm({ showing, onSaved, onClose }: { showing: Showing; onSaved: (saved: Showing) => void; onClose: () => void }) {
  const update = useUpdateShowing(showing.id);
  const { user } = useUser();
  const targets = useShowingDictationTargets(user?.id ?? 0, showing.id);
  // Recordings go to this showing; before the agent is known there is nowhere to keep them.
  const dictation: DictationTargets | undefined = user ? targets : undefined;
  const handleUnauthorized = useUnauthorizedHandler();
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = async (values: NewShowingValues, helpers: FormikHelpers<NewShowingValues>) => {
    setProblem(null);
    let saved: Showing;
    try {
      saved = await update.trigger(toUpdateShowingRequest(values));
    } catch (error) {
      if (handleUnauthorized(error)) return;
      if (error instanceof ApiError) {
        const fieldErrors = Object.entries(error.fields)
          .map(([field, message]) => [serverFieldToEditShowingField[field], message] as const)
          .filter(([field]) => field !== undefined);
        if (fieldErrors.length > 0) helpers.setErrors(Object.fromEntries(fieldErrors));
      }
      setProblem(serverProblem(error));
      return;
    }
    onSaved(saved);
  };

  return (
    <Formik initialValues={showingToValues(showing.details)} validationSchema={editShowingSchema} onSubmit={onSubmit}>
      <Form noValidate aria-label="Edit showing" onKeyDown={keepEnterInField} style={dialogFormStyle}>
        <DialogContent dividers>
          <Stack spacing={3} divider={<Divider flexItem />}>
            {problem && <Alert severity="error">{problem}</Alert>}
            <Part title="Property Information">
              <PropertyFields />
            </Part>
            <Grid container spacing={3}>
              <Grid size={{ xs: 12, md: 6 }}>
                <Part title="Agent Information">
                  <AgentFields />
                </Part>
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <Part title="Client Information">
                  <ClientFields />
                </Part>
              </Grid>
            </Grid>
            <Part title="Repairs/Updates">
              <NotesFields minRows={3} dictation={dictation} />
            </Part>
          </Stack>
        </DialogContent>
        <DialogFormActions submitLabel="Save Showing" busy={update.isMutating} onCancel={onClose} />
      </Form>
    </Formik>
  );
}

/** After saving: offer to write the report again from the saved details. */
function RegenerateOffer({ showingId, onClose }: { showingId: number; onClose: () => void }) {
  const generate = useGenerateReport();
  const handleUnauthorized = useUnauthorizedHandler();
  const [problem, setProblem] = useState<string | null>(null);

  const regenerate = async () => {
    setProblem(null);
    try {
      const report = await generate.trigger(showingId);
      onClose();
      if (wasCharged(report)) {
        toast({ title: 'Report Generated Successfully!', description: 'It used one report of your monthly allowance.' });
      } else {
        toast({ title: NOT_CHARGED_MESSAGE });
      }
    } catch (error) {
      if (handleUnauthorized(error)) return;
      setProblem(serverProblem(error, 'Failed to generate report. Please try again.'));
    }
  };

  return (
    <>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Alert severity="success">Showing saved.</Alert>
          {problem && (
            <Alert severity="error">
              <strong>Report Generation Failed:</strong> {problem}
            </Alert>
          )}
          <DialogContentText>
            The report was written from the earlier details. Regenerate it to include your changes; if you only made corrections, no report is taken
            from your allowance.
          </DialogContentText>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button onClick={onClose} color="inherit" disabled={generate.isMutating} sx={{ minHeight: 44 }}>
          Not Now
        </Button>
        <Button variant="contained" startIcon={<AutoAwesome />} onClick={() => void regenerate()} loading={generate.isMutating} loadingPosition="start" sx={{ minHeight: 44 }}>
          Regenerate Report
        </Button>
      </DialogActions>
    </>
  );
}

/**
 * "Edit showing": the new-showing form's boxes and checks, prefilled. Once saved the page shows
 * the saved showing; when the showing has a report, the dialog then offers to regenerate it.
 */
export function EditShowingDialog({
  showing,
  hasReport,
  onSaved,
  onClose,
}: {
  showing: Showing;
  hasReport: boolean;
  onSaved: (saved: Showing) => Promise<unknown>;
  onClose: () => void;
}) {
  const [saved, setSaved] = useState(false);

  const afterSave = (next: Showing) => {
    void onSaved(next);
    if (hasReport) {
      setSaved(true);
      return;
    }
    onClose();
    toast({ title: 'Showing Updated', description: 'The showing has been saved.' });
  };

  return (
    <ResponsiveDialog title={saved ? 'Regenerate the report?' : 'Edit showing'} onClose={onClose} maxWidth="md">
      {saved ? <RegenerateOffer showingId={showing.id} onClose={onClose} /> : <ShowingForm showing={showing} onSaved={afterSave} onClose={onClose} />}
    </ResponsiveDialog>
  );
}
