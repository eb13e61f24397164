import AutoAwesome from '@mui/icons-material/AutoAwesome';
import Badge from '@mui/icons-material/Badge';
import FactCheck from '@mui/icons-material/FactCheck';
import HomeWork from '@mui/icons-material/HomeWork';
import Person from '@mui/icons-material/Person';
import RecordVoiceOver from '@mui/icons-material/RecordVoiceOver';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { Form, Formik, type FormikHelpers, useFormikContext } from 'formik';
import { type ReactNode, memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';

import { FormVoiceField } from '@/components/ui/form-voice-field';
import { SectionCard } from '@/components/ui/section-card';
import { ApiError, errorMessage } from '@/lib/api-client';
import type { User } from '@/lib/auth';
import { useDraftAutosave } from '@/lib/device-drafts';
import { toast } from '@/lib/toast';
import { useUnauthorizedHandler } from '@/lib/unauthorized';

import type { ShowingFollowUp } from '../outbox/queued-showing';
import { useQueuedShowing, useSendShowing } from '../outbox/use-outbox';
import { useDraftDictationTargets } from '../recordings/use-dictation-targets';
import { keepEnterInField, notifyGenerationFailure, serverMessage } from '../report-flow';
import {
  NOTES_MAX_LENGTH,
  type NewShowingStep,
  type NewShowingValues,
  initialNewShowingValues,
  newShowingSchema,
  serverFieldToNewShowingField,
  toCreateShowingRequest,
} from '../schemas';
import { useOpenGeneratedReport } from '../use-open-generated-report';
import { AllowanceNotice } from './allowance-notice';
import { discardDraftPhotos } from '../photos/draft-photos';
import { DeviceDraftStatus } from './device-draft-status';
import { DraftPhotos } from './draft-photos';
import { type GenerationFailure, GenerationFailedAlert } from './generation-failed-alert';
import { QueuedShowingNotice } from './queued-showing-notice';
import { AgentFields, ClientFields, NotesFields, PropertyFields } from './showing-fields';
import { describeSubjectFacts } from './subject-facts';

/**
 * What another feature adds to the flow, composed by the app: the comparable sales of the
 * market analysis. It keeps its own state (so it survives a failed press) and should stay the
 * same object across renders, so that editing it does not redraw the whole form.
 */
export interface NewShowingAddOn {
  /** Shown with the details (step 2 on); `busy` while the report is being generated. */
  renderDetails: (state: { busy: boolean }) => ReactNode;
  /** A line of the review (step 3). */
  review: ReactNode;
  /** Checked with the details on each press; false stays on the step (the add-on shows why). */
  check: () => boolean;
  /**
   * What to save on the showing once it exists, before its report is generated (null: nothing).
   * Plain data: a showing pressed with no connection keeps it on the device until it is sent.
   */
  afterCreate: () => ShowingFollowUp | null;
  /** Shows the server's refusal of that save where the agent can correct it. */
  showRefusal: (error: unknown) => void;
}

/** What the form keeps on the device as it is filled in: every box, and the step it was on. */
export interface NewShowingDraft {
  values: NewShowingValues;
  step: NewShowingStep;
}

const DRAFT_FORM = 'new-showing';

/** Keeps the form's boxes and step on the device as they change. */
function SaveDraft({ userId, step, blank }: { userId: number; step: NewShowingStep; blank: NewShowingValues }) {
  const { values } = useFormikContext<NewShowingValues>();
  const draft = useMemo<NewShowingDraft>(() => ({ values, step }), [values, step]);
  const isBlank = useCallback((current: NewShowingDraft) => current.step === 1 && JSON.stringify(current.values) === JSON.stringify(blank), [blank]);
  useDraftAutosave(userId, DRAFT_FORM, 'form', draft, isBlank);
  return null;
}

const DICTATED_BOXES = ['repairs', 'updates'] as const;

/** The two note boxes; where the browser has no speech recognition they record audio for the draft's showing. */
function DraftNotesFields({ userId, readOnly }: { userId: number; readOnly: boolean }) {
  const { values } = useFormikContext<NewShowingValues>();
  const current = useCallback(() => toCreateShowingRequest(values), [values]);
  const dictation = useDraftDictationTargets(userId, DRAFT_FORM, current, DICTATED_BOXES);
  return <NotesFields readOnly={readOnly} dictation={dictation} />;
}

/** Step 3's final boxes: recordings go to the same showing, their transcripts to these boxes. */
function ReviewNotesFields({ userId }: { userId: number }) {
  const { values } = useFormikContext<NewShowingValues>();
  const current = useCallback(() => toCreateShowingRequest(values), [values]);
  const dictation = useDraftDictationTargets(userId, DRAFT_FORM, current, DICTATED_BOXES, `${DRAFT_FORM}-review`);
  return (
    <Grid container spacing={2.5}>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormVoiceField name="reviewRepairs" label="Repairs Needed (final)" maxLength={NOTES_MAX_LENGTH} minRows={5} audioDictation={dictation.repairs} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormVoiceField name="reviewUpdates" label="Updates Wanted (final)" maxLength={NOTES_MAX_LENGTH} minRows={5} audioDictation={dictation.updates} />
      </Grid>
    </Grid>
  );
}

const stepLabels = ['Repairs & updates', 'Property, agent & client', 'Review & generate'];

const nextHint: Record<NewShowingStep, string> = {
  1: 'Next: add the property, agent and client details.',
  2: 'Next: review your notes before the report is written.',
  3: 'Generating writes the report and uses one report of your monthly allowance.',
};

/** After a press that did not pass the checks, move to the first field that needs attention. */
function FocusFirstError() {
  const { submitCount, isValid, isSubmitting } = useFormikContext<NewShowingValues>();
  useEffect(() => {
    if (submitCount === 0 || isValid || isSubmitting) return;
    const invalid = document.querySelector<HTMLElement>('form[aria-label="New showing"] [aria-invalid="true"]');
    invalid?.focus();
  }, [submitCount, isValid, isSubmitting]);
  return null;
}

/** Step 3: the home's facts and what the add-on contributes, above the notes. */
function ReviewFacts({ values, addOnReview }: { values: NewShowingValues; addOnReview?: ReactNode }) {
  const facts = describeSubjectFacts(toCreateShowingRequest(values));
  return (
    <Stack spacing={0.5} sx={{ mb: 2.5, p: 1.5, borderRadius: 2, bgcolor: 'grey.50', border: 1, borderColor: 'divider' }}>
      <Typography variant="body2">
        <strong>Home facts:</strong> {facts || 'none given'}
      </Typography>
      {addOnReview}
    </Stack>
  );
}

/**
 * The 3-press flow of spec §2/§4. Press 1 reveals Property, Agent (prefilled from the profile)
 * and Client; press 2 copies the notes into Review & Edit and the button becomes "Generate Final
 * Report"; press 3 creates the showing and generates its report. Memoised: an add-on that keeps
 * the same `addOn` object updates its own parts without redrawing the form.
 */
export const NewShowingForm = memo(function NewShowingForm({
  user,
  addOn,
  restored,
  onDiscard,
}: {
  user: User;
  addOn?: NewShowingAddOn;
  /** The draft kept on this device, when there is one: the form opens where it was left. */
  restored?: NewShowingDraft;
  /** The agent threw the draft away: the screen starts the form again, empty. */
  onDiscard: () => void;
}) {
  const handleUnauthorized = useUnauthorizedHandler();
  const sendShowing = useSendShowing(user.id, DRAFT_FORM);
  const queued = useQueuedShowing(user.id, DRAFT_FORM).showing;
  const [blank] = useState(() => initialNewShowingValues(user));
  const [initialValues] = useState<NewShowingValues>(() => ({ ...blank, ...restored?.values }));
  const [step, setStep] = useState<NewShowingStep>(restored?.step ?? 1);
  const [failure, setFailure] = useState<GenerationFailure | null>(null);
  /** Why the add-on's save was refused, once the showing was created. */
  const [addOnFailure, setAddOnFailure] = useState<string | null>(null);
  const detailsHeading = useRef<HTMLHeadingElement>(null);
  const reviewHeading = useRef<HTMLHeadingElement>(null);
  // Sent by the queue while the form is open (the connection came back): its report opens, as after a press.
  const { generated, openReport, whilePressing } = useOpenGeneratedReport(user.id, DRAFT_FORM);

  useEffect(() => {
    const heading = step === 2 ? detailsHeading.current : step === 3 ? reviewHeading.current : null;
    if (!heading) return;
    heading.focus({ preventScroll: true });
    heading.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [step]);

  const onSubmit = async (values: NewShowingValues, helpers: FormikHelpers<NewShowingValues>) => {
    if (step === 1) {
      helpers.setTouched({}, false);
      setStep(2);
      return;
    }
    if (addOn && !addOn.check()) return;
    if (step === 2) {
      await helpers.setValues({ ...values, reviewRepairs: values.repairsNeeded, reviewUpdates: values.updatesWanted }, false);
      helpers.setTouched({}, false);
      setStep(3);
      return;
    }

    setFailure(null);
    setAddOnFailure(null);
    const outcome = await whilePressing(() =>
      sendShowing(toCreateShowingRequest(values), addOn?.afterCreate() ?? null, {
        onCreated: () => toast({ title: 'Showing Created', description: 'Writing the report…' }),
      }),
    );
    if (outcome.result === 'sent') {
      toast({ title: 'Report Generated Successfully!', description: 'Opening your report…' });
      openReport(outcome.showingId);
      return;
    }
    if (outcome.result === 'queued' || outcome.result === 'gone') return;
    if (handleUnauthorized(outcome.error)) return;
    if (outcome.stage === 'create') {
      if (outcome.error instanceof ApiError) {
        const fieldErrors = Object.entries(outcome.error.fields)
          .map(([field, message]) => [serverFieldToNewShowingField[field], message] as const)
          .filter(([field]) => field !== undefined);
        if (fieldErrors.length > 0) helpers.setErrors(Object.fromEntries(fieldErrors));
      }
      toast({ title: 'Error', description: 'Failed to create showing. Please try again.', variant: 'destructive' });
      return;
    }
    if (outcome.stage === 'after-create') {
      // Everything typed stays; pressing again reuses the saved showing and saves this part again.
      addOn?.showRefusal(outcome.error);
      toast({ title: 'Error', description: errorMessage(outcome.error), variant: 'destructive' });
      const reason = outcome.error instanceof ApiError ? serverMessage(outcome.error) : 'it could not be saved just now';
      setAddOnFailure(/[.!?]$/.test(reason) ? reason : `${reason}.`);
      return;
    }
    notifyGenerationFailure(outcome.error);
    setFailure({ error: outcome.error, showingId: outcome.showingId });
  };

  return (
    <Box sx={{ maxWidth: 960, mx: 'auto' }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, letterSpacing: '-0.02em', fontSize: { xs: 26, sm: 32 } }}>
        New Property Showing
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 1.5 }}>
        Speak or type what you noticed. Showscribe turns it into a report with repair and upgrade cost ranges.
      </Typography>
      <AllowanceNotice user={user} generated={generated} />
      <DeviceDraftStatus userId={user.id} form={DRAFT_FORM} onDiscard={() => void discardDraftPhotos(user.id, DRAFT_FORM).finally(onDiscard)} canDiscard={queued?.state !== 'waiting'} />

      <Stepper activeStep={step - 1} alternativeLabel aria-label="Progress" sx={{ mb: 3, '& .MuiStepLabel-label': { fontSize: { xs: 12, sm: 14 } } }}>
        {stepLabels.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>

      <Formik initialValues={initialValues} validationSchema={() => newShowingSchema(step)} onSubmit={onSubmit}>
        {({ isSubmitting, values }) => {
          const waiting = queued?.state === 'waiting' && !isSubmitting;
          return (
            <Form noValidate aria-label="New showing" onKeyDown={keepEnterInField}>
              <FocusFirstError />
              <SaveDraft userId={user.id} step={step} blank={blank} />
              {/* A showing waiting for a connection is sent as it was pressed: it is not edited meanwhile. */}
              <Box component="fieldset" disabled={waiting} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
                <Stack spacing={3}>
                  <SectionCard
                    title="Repairs/Updates"
                    icon={<RecordVoiceOver fontSize="small" />}
                    description={
                      step === 3
                        ? 'Your original notes. Make final changes in Review & Edit below.'
                        : 'Walk through the property and record what needs fixing and what the buyer would like to change.'
                    }
                  >
                    <DraftNotesFields userId={user.id} readOnly={step === 3} />
                    <Box sx={{ mt: 3 }}>
                      <DraftPhotos userId={user.id} form={DRAFT_FORM} />
                    </Box>
                  </SectionCard>

                  {step >= 2 && (
                    <>
                      <SectionCard
                        title="Property Information"
                        icon={<HomeWork fontSize="small" />}
                        headingRef={detailsHeading}
                        description="Fields marked * belong on the report. Anything left blank is shown as not provided — nothing is made up."
                      >
                        <PropertyFields />
                      </SectionCard>

                      {addOn?.renderDetails({ busy: isSubmitting || generated })}

                      <Grid container spacing={3}>
                        <Grid size={{ xs: 12, md: 6 }}>
                          <SectionCard title="Agent Information" icon={<Badge fontSize="small" />} description="From your profile; change it for this showing if needed.">
                            <AgentFields />
                          </SectionCard>
                        </Grid>
                        <Grid size={{ xs: 12, md: 6 }}>
                          <SectionCard title="Client Information" icon={<Person fontSize="small" />} description="The buyer this report is for.">
                            <ClientFields />
                          </SectionCard>
                        </Grid>
                      </Grid>
                    </>
                  )}

                  {step === 3 && (
                    <SectionCard
                      title="Review & Edit Repairs/Updates"
                      icon={<FactCheck fontSize="small" />}
                      headingRef={reviewHeading}
                      description="This is the text the report is written from. Correct any speech-to-text slips before generating."
                    >
                      <ReviewFacts values={values} addOnReview={addOn?.review} />
                      <ReviewNotesFields userId={user.id} />
                    </SectionCard>
                  )}

                  {failure && <GenerationFailedAlert failure={failure} />}
                  {queued && !isSubmitting && !failure && !addOnFailure && !generated && <QueuedShowingNotice showing={queued} />}
                  {addOnFailure && (
                    <Alert severity="error">
                      The report was not generated: {addOnFailure} Your showing is saved; correct this above and press Generate Final Report again.
                    </Alert>
                  )}

                  <Paper
                    variant="outlined"
                    sx={{
                      position: 'sticky',
                      bottom: { xs: 8, sm: 16 },
                      zIndex: 2,
                      p: { xs: 1.5, sm: 2 },
                      display: 'flex',
                      alignItems: 'center',
                      gap: 2,
                      flexWrap: { xs: 'wrap', sm: 'nowrap' },
                      boxShadow: '0 12px 32px -16px rgba(15, 23, 42, 0.35)',
                    }}
                  >
                    <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 240px', display: { xs: 'none', sm: 'block' } }}>
                      {nextHint[step]}
                    </Typography>
                    <Button
                      type="submit"
                      variant="contained"
                      size="large"
                      startIcon={<AutoAwesome />}
                      loading={isSubmitting || generated}
                      disabled={waiting}
                      loadingPosition="start"
                      sx={{ minHeight: 48, px: 3, flexShrink: 0, width: { xs: '100%', sm: 'auto' } }}
                    >
                      {waiting ? 'Waiting for a connection' : step === 3 ? 'Generate Final Report' : 'Generate Report'}
                    </Button>
                  </Paper>
                </Stack>
              </Box>
            </Form>
          );
        }}
      </Formik>
    </Box>
  );
});
