import AutoAwesome from '@mui/icons-material/AutoAwesome';
import PhoneIphone from '@mui/icons-material/PhoneIphone';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, Formik, useFormikContext } from 'formik';
import { useCallback, useState } from 'react';

import { FormVoiceField } from '@/components/ui/form-voice-field';
import type { User } from '@/lib/auth';
import { useDraftAutosave } from '@/lib/device-drafts';
import { toast } from '@/lib/toast';
import { useUnauthorizedHandler } from '@/lib/unauthorized';

import { useQueuedShowing, useSendShowing } from '../outbox/use-outbox';
import { useDraftDictationTargets } from '../recordings/use-dictation-targets';
import { keepEnterInField } from '../report-flow';
import { type MobileAssessmentValues, NOTES_MAX_LENGTH, mobileAssessmentSchema } from '../schemas';
import type { CreateShowingRequest } from '../types';
import { useOpenGeneratedReport } from '../use-open-generated-report';
import { AllowanceNotice } from './allowance-notice';
import { discardDraftPhotos } from '../photos/draft-photos';
import { DeviceDraftStatus } from './device-draft-status';
import { DraftPhotos } from './draft-photos';
import { type GenerationFailure, GenerationFailedAlert } from './generation-failed-alert';
import { QueuedShowingNotice } from './queued-showing-notice';

const blankValues: MobileAssessmentValues = { propertyAddress: '', assessment: '', buyerName: '', buyerEmail: '' };

const DRAFT_FORM = 'mobile-form';

const isBlank = (values: MobileAssessmentValues) => Object.values(values).every((value) => !value);

/** Keeps the boxes on the device as they change. */
function SaveDraft({ userId }: { userId: number }) {
  const { values } = useFormikContext<MobileAssessmentValues>();
  useDraftAutosave(userId, DRAFT_FORM, 'form', values, isBlank);
  return null;
}

/** What the form asks the server to create: the assessment is the repairs notes. */
function toRequest(values: MobileAssessmentValues): CreateShowingRequest {
  return {
    // Left out when empty, so the server names the showing as it does for an address not given.
    ...(values.propertyAddress.trim() ? { propertyAddress: values.propertyAddress.trim() } : {}),
    repairsNeeded: values.assessment.trim(),
    buyerName: values.buyerName.trim(),
    buyerEmail: values.buyerEmail.trim(),
  };
}

/** The assessment box, which records audio where the browser has no speech recognition. */
function AssessmentField({ userId }: { userId: number }) {
  const { values } = useFormikContext<MobileAssessmentValues>();
  const current = useCallback(() => toRequest(values), [values]);
  const dictation = useDraftDictationTargets(userId, DRAFT_FORM, current, ['repairs']);
  return (
    <FormVoiceField
      name="assessment"
      label="Property Assessment"
      minRows={7}
      largeControls
      maxLength={NOTES_MAX_LENGTH}
      placeholder="e.g. Roof is about 15 years old with a few missing shingles. Water heater is leaking. Buyer wants new flooring in the bedrooms."
      audioDictation={dictation.repairs}
    />
  );
}

/** Spec §5/§8: the mobile form's own messages. */
export function notifyAuthenticationRequired() {
  toast({ title: 'Authentication Required', description: 'Please log in to generate a report.', variant: 'destructive' });
}

/**
 * The one-box form for use at the property (spec §2): the whole assessment goes in as the repairs
 * notes, with the optional buyer, and the report is generated at once.
 */
export function MobileAssessmentForm({
  user,
  restored,
  onDiscard,
}: {
  user: User;
  /** The boxes as kept on this device, when there is a draft. */
  restored?: MobileAssessmentValues;
  /** The agent threw the draft away: the screen starts the form again, empty. */
  onDiscard: () => void;
}) {
  const handleUnauthorized = useUnauthorizedHandler();
  const sendShowing = useSendShowing(user.id, DRAFT_FORM);
  const queued = useQueuedShowing(user.id, DRAFT_FORM).showing;
  const [initialValues] = useState<MobileAssessmentValues>(() => ({ ...blankValues, ...restored }));
  const [failure, setFailure] = useState<GenerationFailure | null>(null);
  const { generated, openReport, whilePressing } = useOpenGeneratedReport(user.id, DRAFT_FORM);

  const onSubmit = async (values: MobileAssessmentValues) => {
    if (!values.assessment.trim()) {
      toast({ title: 'Voice Recording Required', description: 'Please record your property assessment first.', variant: 'destructive' });
      return;
    }
    setFailure(null);
    const outcome = await whilePressing(() =>
      sendShowing(toRequest(values), null),
    );
    if (outcome.result === 'sent') {
      toast({ title: 'Report Generated Successfully!', description: 'Opening your report…' });
      openReport(outcome.showingId);
      return;
    }
    if (outcome.result === 'queued' || outcome.result === 'gone') return;
    if (handleUnauthorized(outcome.error)) return;
    toast({ title: 'Report Generation Failed', description: 'Please try again or contact support.', variant: 'destructive' });
    setFailure({ error: outcome.error, showingId: outcome.stage === 'generate' ? outcome.showingId : undefined });
  };

  return (
    <Box sx={{ maxWidth: 560, mx: 'auto' }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 0.5 }}>
        <PhoneIphone color="primary" />
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800, letterSpacing: '-0.02em', fontSize: { xs: 24, sm: 30 } }}>
          Property Assessment
        </Typography>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        Walk the property and say what you see. One press turns it into a report.
      </Typography>
      <AllowanceNotice user={user} generated={generated} />
      <DeviceDraftStatus userId={user.id} form={DRAFT_FORM} onDiscard={() => void discardDraftPhotos(user.id, DRAFT_FORM).finally(onDiscard)} canDiscard={queued?.state !== 'waiting'} />

      <Formik initialValues={initialValues} validationSchema={mobileAssessmentSchema} onSubmit={onSubmit}>
        {({ isSubmitting }) => {
          const waiting = queued?.state === 'waiting' && !isSubmitting;
          return (
            <Form noValidate aria-label="Property assessment" onKeyDown={keepEnterInField}>
              <SaveDraft userId={user.id} />
              {/* A showing waiting for a connection is sent as it was pressed: it is not edited meanwhile. */}
              <Card variant="outlined" component="fieldset" disabled={waiting} sx={{ m: 0, p: 0, minWidth: 0 }}>
                <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2.5, sm: 3 } } }}>
                  <Stack spacing={3}>
                    <FormVoiceField name="propertyAddress" label="Property Address (optional)" singleLine autoComplete="street-address" />
                    <AssessmentField userId={user.id} />
                    <DraftPhotos userId={user.id} form={DRAFT_FORM} />
                    <Box>
                      <Typography variant="subtitle2" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
                        Buyer (optional)
                      </Typography>
                      <Stack spacing={2}>
                        <FormVoiceField name="buyerName" label="Buyer Name" singleLine autoComplete="off" />
                        <FormVoiceField name="buyerEmail" label="Buyer Email" singleLine type="email" inputMode="email" autoComplete="off" />
                      </Stack>
                    </Box>
                    {failure && <GenerationFailedAlert failure={failure} />}
                    {queued && !isSubmitting && !failure && !generated && <QueuedShowingNotice showing={queued} />}
                    <Button
                      type="submit"
                      variant="contained"
                      size="large"
                      fullWidth
                      startIcon={<AutoAwesome />}
                      loading={isSubmitting || generated}
                      disabled={waiting}
                      loadingPosition="start"
                      sx={{ minHeight: 56, fontSize: 17 }}
                    >
                      {waiting ? 'Waiting for a connection' : 'Generate Report'}
                    </Button>
                  </Stack>
                </CardContent>
              </Card>
            </Form>
          );
        }}
      </Formik>
    </Box>
  );
}
