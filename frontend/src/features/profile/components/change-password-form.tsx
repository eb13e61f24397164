import Lock from '@mui/icons-material/Lock';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, Formik, type FormikHelpers } from 'formik';

import { FormPasswordField } from '@/components/ui/form-text-field';
import { errorMessage } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useUnauthorizedHandler } from '@/lib/unauthorized';

import { useChangePassword } from '../api/change-password';
import { type ChangePasswordValues, changePasswordSchema } from '../schemas';

const initialValues: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm() {
  const { trigger } = useChangePassword();
  const handleUnauthorized = useUnauthorizedHandler();

  const onSubmit = async (values: ChangePasswordValues, helpers: FormikHelpers<ChangePasswordValues>) => {
    try {
      await trigger(values);
      helpers.resetForm();
      toast({ title: 'Password Updated', description: 'Your password has been changed.' });
    } catch (error) {
      if (handleUnauthorized(error)) return;
      applyServerFieldErrors(error, values, helpers.setErrors);
      toast({ title: 'Password Update Failed', description: errorMessage(error), variant: 'destructive' });
    }
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby="password-title">
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography id="password-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          Change Password
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          Use at least 6 characters.
        </Typography>
        <Formik initialValues={initialValues} validationSchema={changePasswordSchema} onSubmit={onSubmit}>
          {({ isSubmitting }) => (
            <Form noValidate aria-label="Change password">
              <Stack spacing={2}>
                <FormPasswordField name="currentPassword" label="Current Password" autoComplete="current-password" />
                <FormPasswordField name="newPassword" label="New Password" autoComplete="new-password" />
                <FormPasswordField name="confirmPassword" label="Confirm New Password" autoComplete="new-password" />
                <Button type="submit" variant="contained" startIcon={<Lock />} loading={isSubmitting} sx={{ alignSelf: 'flex-start' }}>
                  Update Password
                </Button>
              </Stack>
            </Form>
          )}
        </Formik>
      </CardContent>
    </Card>
  );
}
