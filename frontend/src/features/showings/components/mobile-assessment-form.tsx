import AutoAwesome from '@mui/icons-material/AutoAwesome';
import PhoneIphone from '@mui/icons-material/PhoneIphone';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, Formik } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { FormVoiceField } from '@/components/ui/form-voice-field';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { useUnauthorizedHandler } from '@/lib/unauthorized';

import { REDIRECT_AFTER_GENERATION_MS, keepEnterInField, useCreateAndGenerate } from '../report-flow';
import { type MobileAssessmentValues, NOTES_MAX_LENGTH, mobileAssessmentSchema } from '../schemas';
import { AllowanceNotice } from './allowance-notice';
import { type GenerationFailure, GenerationFailedAlert } from './generation-failed-alert';

const initialValues: MobileAssessmentValues = { propertyAddress: '', assessment: '', buyerName: '', buyerEmail: '' };

/** Spec §5/§8: the mobile form's own messages. */
export function notifyAuthenticationRequired() {
  toast({ title: 'Authentication Required', description: 'Please log in to generate a report.', variant: 'destructive' });
}

/**
 * The one-box form for use at the property (spec §2): the whole assessment goes in as the repairs
 * notes, with the optional buyer, and the report is generated at once.
 */
export function MobileAssessmentForm() {
  const { user } = useUser();
  const navigate = useNavigate();
  const handleUnauthorized = useUnauthorizedHandler();
  const createAndGenerate = useCreateAndGenerate();
  const [generated, setGenerated] = useState(false);
  const [failure, setFailure] = useState<GenerationFailure | null>(null);
  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(redirect.current), []);

  const onSubmit = async (values: MobileAssessmentValues) => {
    if (!values.assessment.trim()) {
      toast({ title: 'Voice Recording Required', description: 'Please record your property assessment first.', variant: 'destructive' });
      return;
    }
    if (!user) {
      notifyAuthenticationRequired();
      navigate(paths.auth.getHref({ tab: 'signin' }));
      return;
    }

    setFailure(null);
    const outcome = await createAndGenerate({
      // Left out when empty, so the server names the showing as it does for an address not given.
      ...(values.propertyAddress.trim() ? { propertyAddress: values.propertyAddress.trim() } : {}),
      repairsNeeded: values.assessment.trim(),
      buyerName: values.buyerName.trim(),
      buyerEmail: values.buyerEmail.trim(),
    });
    if (outcome.stage === 'done') {
      toast({ title: 'Report Generated Successfully!', description: 'Opening your report…' });
      setGenerated(true);
      const report = paths.report.getHref(outcome.showingId);
      redirect.current = setTimeout(() => navigate(report), REDIRECT_AFTER_GENERATION_MS);
      return;
    }
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
      {user && <AllowanceNotice user={user} generated={generated} />}

      <Formik initialValues={initialValues} validationSchema={mobileAssessmentSchema} onSubmit={onSubmit}>
        {({ isSubmitting }) => (
          <Form noValidate aria-label="Property assessment" onKeyDown={keepEnterInField}>
            <Card variant="outlined">
              <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2.5, sm: 3 } } }}>
                <Stack spacing={3}>
                  <FormVoiceField name="propertyAddress" label="Property Address (optional)" singleLine autoComplete="street-address" />
                  <FormVoiceField
                    name="assessment"
                    label="Property Assessment"
                    minRows={7}
                    largeControls
                    maxLength={NOTES_MAX_LENGTH}
                    placeholder="e.g. Roof is about 15 years old with a few missing shingles. Water heater is leaking. Buyer wants new flooring in the bedrooms."
                  />
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
                  <Button
                    type="submit"
                    variant="contained"
                    size="large"
                    fullWidth
                    startIcon={<AutoAwesome />}
                    loading={isSubmitting || generated}
                    loadingPosition="start"
                    sx={{ minHeight: 56, fontSize: 17 }}
                  >
                    Generate Report
                  </Button>
                </Stack>
              </CardContent>
            </Card>
          </Form>
        )}
      </Formik>
    </Box>
  );
}
