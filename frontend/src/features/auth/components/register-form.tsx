import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';

import { FormPasswordField, FormTextField } from '@/components/ui/form-text-field';
import { paths } from '@/config/paths';
import type { PlanId } from '@/lib/plans';
import { errorMessage } from '@/lib/api-client';
import type { User } from '@/lib/auth';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';

import { useRegister } from '../api/register';
import { useUploadLogo } from '../api/upload-logo';
import { type RegisterValues, registerSchema } from '../schemas';
import { LogoPicker } from './logo-picker';

/** The server's reason, and that the account itself was created. */
function logoFailure(error: unknown): string {
  const message = errorMessage(error);
  const sentence = /[.!?]$/.test(message) ? message : `${message}.`;
  return `${sentence} Your account was created; you can add a logo later from your profile.`;
}

const initialValues: RegisterValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  company: '',
  phone: '',
  brokerOfficeName: '',
};

/**
 * `continueTo` is where the new agent goes next: the plan list, or straight to the checkout of
 * the plan they came to buy.
 */
export function RegisterForm({ selectedPlan, continueTo }: { selectedPlan?: PlanId; continueTo: string }) {
  const navigate = useNavigate();
  const { trigger } = useRegister();
  const { trigger: uploadLogo } = useUploadLogo();
  const [logo, setLogo] = useState<File | null>(null);

  const onSubmit = async (values: RegisterValues, helpers: FormikHelpers<RegisterValues>) => {
    let user: User;
    try {
      user = await trigger({ ...values, company: values.company || undefined, selectedPlan });
    } catch (error) {
      applyServerFieldErrors(error, values, helpers.setErrors);
      toast({ title: 'Registration failed', description: errorMessage(error), variant: 'destructive' });
      return;
    }

    // The account exists now; a refused logo must not hold the new agent back.
    if (logo) {
      try {
        await uploadLogo(logo);
      } catch (error) {
        toast({ title: 'Logo Upload Failed', description: logoFailure(error), variant: 'destructive' });
        navigate(continueTo);
        return;
      }
    }
    toast({ title: 'Registration successful', description: `Welcome ${user.firstName}! Please choose your plan.` });
    navigate(continueTo);
  };

  return (
    <Formik initialValues={initialValues} validationSchema={registerSchema} onSubmit={onSubmit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Register">
          <Stack spacing={2.5}>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormTextField name="firstName" label="First Name" autoComplete="given-name" required />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormTextField name="lastName" label="Last Name" autoComplete="family-name" required />
              </Grid>
            </Grid>
            <FormTextField name="email" label="Email" type="email" autoComplete="email" required />
            <FormPasswordField name="password" label="Password" autoComplete="new-password" required helperText="At least 6 characters" />
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormTextField name="phone" label="Phone" type="tel" autoComplete="tel" required />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormTextField name="company" label="Company" autoComplete="organization" helperText="Optional" />
              </Grid>
            </Grid>
            <FormTextField name="brokerOfficeName" label="Broker Office Name" required />
            <LogoPicker file={logo} onChange={setLogo} />
            <Button type="submit" variant="contained" size="large" loading={isSubmitting} fullWidth>
              Create Account
            </Button>
            <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
              By creating an account you agree to the{' '}
              <Link component={RouterLink} to={paths.terms.getHref()}>
                Terms
              </Link>{' '}
              and{' '}
              <Link component={RouterLink} to={paths.privacy.getHref()}>
                Privacy Policy
              </Link>
              .
            </Typography>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
