import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';

import { FormPasswordField } from '@/components/ui/form-text-field';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';

import { useConfirmPasswordReset } from '../api/password-reset';
import { type ResetPasswordValues, resetPasswordSchema } from '../schemas';

const initialValues: ResetPasswordValues = { newPassword: '', confirmPassword: '' };

/** The page a reset link opens: the new password, twice; then the dashboard, signed in. */
export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const { trigger } = useConfirmPasswordReset();
  // A link that opens nothing (unknown, expired, used) cannot be fixed on this page.
  const [deadLink, setDeadLink] = useState<string | null>(token ? null : 'This reset link is incomplete: open the whole link from the email, or ask for a new one.');

  const onSubmit = async (values: ResetPasswordValues, helpers: FormikHelpers<ResetPasswordValues>) => {
    try {
      await trigger({ token, ...values });
      toast({ title: 'Password changed', description: 'You are signed in. Other devices were signed out.' });
      navigate(paths.dashboard.getHref());
    } catch (error) {
      if (error instanceof ApiError && 'token' in error.fields) {
        setDeadLink(error.fields.token ?? errorMessage(error));
        return;
      }
      applyServerFieldErrors(error, values, helpers.setErrors);
      toast({ title: 'Password not changed', description: errorMessage(error), variant: 'destructive' });
    }
  };

  if (deadLink) {
    return (
      <Stack spacing={2.5}>
        <Alert severity="error">{deadLink}</Alert>
        <Button component={RouterLink} to={paths.forgotPassword.getHref()} variant="contained" size="large" fullWidth>
          Ask for a new link
        </Button>
      </Stack>
    );
  }

  return (
    <Formik initialValues={initialValues} validationSchema={resetPasswordSchema} onSubmit={onSubmit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Choose a new password">
          <Stack spacing={2.5}>
            <FormPasswordField name="newPassword" label="New password" autoComplete="new-password" autoFocus />
            <FormPasswordField name="confirmPassword" label="Confirm new password" autoComplete="new-password" />
            <Button type="submit" variant="contained" size="large" loading={isSubmitting} fullWidth>
              Set new password
            </Button>
            <Link component={RouterLink} to={paths.auth.getHref({ tab: 'signin' })}>
              Back to sign in
            </Link>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
