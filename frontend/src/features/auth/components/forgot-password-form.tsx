import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { FormTextField } from '@/components/ui/form-text-field';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';

import { useRequestPasswordReset } from '../api/password-reset';
import { type ForgotPasswordValues, forgotPasswordSchema } from '../schemas';

const initialValues: ForgotPasswordValues = { email: '' };

/** "Forgot password?": asks for a link, then says what the server said (the same for any address). */
export function ForgotPasswordForm() {
  const { trigger } = useRequestPasswordReset();
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = async (values: ForgotPasswordValues, helpers: FormikHelpers<ForgotPasswordValues>) => {
    setFailure(null);
    try {
      const answer = await trigger({ email: values.email.trim() });
      setSent(answer.message);
    } catch (error) {
      applyServerFieldErrors(error, values, helpers.setErrors);
      setFailure(errorMessage(error));
    }
  };

  if (sent) {
    return (
      <Stack spacing={2.5}>
        <Alert severity="success" role="status">
          {sent}
        </Alert>
        <Link component={RouterLink} to={paths.auth.getHref({ tab: 'signin' })}>
          Back to sign in
        </Link>
      </Stack>
    );
  }

  return (
    <Formik initialValues={initialValues} validationSchema={forgotPasswordSchema} onSubmit={onSubmit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Reset password">
          <Stack spacing={2.5}>
            {failure && <Alert severity="error">{failure}</Alert>}
            <FormTextField name="email" label="Email" type="email" autoComplete="email" autoFocus />
            <Button type="submit" variant="contained" size="large" loading={isSubmitting} fullWidth>
              Send reset link
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
