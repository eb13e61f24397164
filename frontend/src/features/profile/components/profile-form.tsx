import Save from '@mui/icons-material/Save';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Form, Formik, type FormikHelpers } from 'formik';

import { FormTextField } from '@/components/ui/form-text-field';
import { errorMessage } from '@/lib/api-client';
import type { User } from '@/lib/auth';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useUnauthorizedHandler } from '@/lib/unauthorized';

import { useUpdateProfile } from '../api/update-profile';
import { type ProfileValues, profileSchema } from '../schemas';

function valuesOf(user: User): ProfileValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    company: user.company ?? '',
    brokerOfficeName: user.brokerOfficeName,
  };
}

export function ProfileForm({ user }: { user: User }) {
  const { trigger } = useUpdateProfile();
  const handleUnauthorized = useUnauthorizedHandler();

  const onSubmit = async (values: ProfileValues, helpers: FormikHelpers<ProfileValues>) => {
    try {
      await trigger({ ...values, company: values.company?.trim() ? values.company : null });
      toast({ title: 'Profile Updated', description: 'Your profile has been saved.' });
    } catch (error) {
      if (handleUnauthorized(error)) return;
      applyServerFieldErrors(error, values, helpers.setErrors);
      toast({ title: 'Update Failed', description: errorMessage(error), variant: 'destructive' });
    }
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby="profile-title">
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography id="profile-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          Profile Information
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          These details appear on your reports and in emails to your clients.
        </Typography>
        <Formik initialValues={valuesOf(user)} validationSchema={profileSchema} onSubmit={onSubmit} enableReinitialize>
          {({ isSubmitting, dirty }) => (
            <Form noValidate aria-label="Profile">
              <Grid container spacing={2}>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <FormTextField name="firstName" label="First Name" autoComplete="given-name" required />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <FormTextField name="lastName" label="Last Name" autoComplete="family-name" required />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <FormTextField name="email" label="Email" type="email" autoComplete="email" required />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <FormTextField name="phone" label="Phone" type="tel" autoComplete="tel" required />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <FormTextField name="company" label="Company" autoComplete="organization" />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <FormTextField name="brokerOfficeName" label="Broker Office Name" required />
                </Grid>
                <Grid size={12}>
                  <Button type="submit" variant="contained" startIcon={<Save />} loading={isSubmitting} disabled={!dirty}>
                    Save Changes
                  </Button>
                </Grid>
              </Grid>
            </Form>
          )}
        </Formik>
      </CardContent>
    </Card>
  );
}
