import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Form, Formik, type FormikHelpers } from 'formik';
import { Link as RouterLink, useNavigate } from 'react-router-dom';

import { FormPasswordField, FormTextField } from '@/components/ui/form-text-field';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { dismissFailureToast, toast } from '@/lib/toast';

import { useLogin } from '../api/login';
import { type SignInValues, signInSchema } from '../schemas';

const initialValues: SignInValues = { email: '', password: '' };

export function SignInForm() {
  const navigate = useNavigate();
  const { trigger } = useLogin();

  const onSubmit = async (values: SignInValues, helpers: FormikHelpers<SignInValues>) => {
    try {
      await trigger(values);
      // An earlier "Login failed" no longer applies.
      dismissFailureToast();
      navigate(paths.home.getHref());
    } catch (error) {
      applyServerFieldErrors(error, values, helpers.setErrors);
      toast({ title: 'Login failed', description: errorMessage(error), variant: 'destructive' });
    }
  };

  return (
    // Checked on submit, not on blur: leaving the email box for "Forgot password?" must not
    // show an error that moves the link from under the pointer.
    <Formik initialValues={initialValues} validationSchema={signInSchema} onSubmit={onSubmit} validateOnBlur={false}>
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Sign in">
          <Stack spacing={2.5}>
            <FormTextField name="email" label="Email" type="email" autoComplete="email" autoFocus />
            <FormPasswordField name="password" label="Password" autoComplete="current-password" />
            <Link component={RouterLink} to={paths.forgotPassword.getHref()} variant="body2" sx={{ alignSelf: 'flex-end', mt: '8px !important' }}>
              Forgot password?
            </Link>
            <Button type="submit" variant="contained" size="large" loading={isSubmitting} fullWidth>
              Sign In
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
