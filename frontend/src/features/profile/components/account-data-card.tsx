import DeleteForever from '@mui/icons-material/DeleteForever';
import Download from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { FormPasswordField } from '@/components/ui/form-text-field';
import { ResponsiveDialog, confirmActionsStyle, dialogFormStyle } from '@/components/ui/responsive-dialog';
import { apiLinks, paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';

import { useDeleteAccount } from '../api/delete-account';
import { type DeleteAccountValues, deleteAccountSchema } from '../schemas';

const initialValues: DeleteAccountValues = { password: '' };

function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const { trigger } = useDeleteAccount();
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = async (values: DeleteAccountValues, helpers: FormikHelpers<DeleteAccountValues>) => {
    setFailure(null);
    try {
      await trigger(values);
      toast({ title: 'Account deleted', description: 'Your account and everything in it are gone.' });
      navigate(paths.home.getHref());
    } catch (error) {
      applyServerFieldErrors(error, values, helpers.setErrors);
      if (!(error instanceof ApiError && 'password' in error.fields)) setFailure(errorMessage(error));
    }
  };

  return (
    <Formik initialValues={initialValues} validationSchema={deleteAccountSchema} onSubmit={onSubmit}>
      {({ isSubmitting }) => (
        <ResponsiveDialog title="Delete your account?" onClose={onClose} busy={isSubmitting} sheet={false}>
          <Form noValidate aria-label="Delete account" style={dialogFormStyle}>
            <DialogContent>
              <DialogContentText sx={{ mb: 2 }}>
                This deletes your account, every showing and report, their PDFs and your logo, and signs you out everywhere. A subscription is cancelled and not charged again. Payment records are kept without your name, as billing law requires. This cannot be undone.
              </DialogContentText>
              {failure && (
                <Alert severity="error" sx={{ mb: 2 }}>
                  {failure}
                </Alert>
              )}
              <FormPasswordField name="password" label="Your password" autoComplete="current-password" autoFocus />
            </DialogContent>
            <DialogActions sx={confirmActionsStyle}>
              <Button onClick={onClose} color="inherit" disabled={isSubmitting} sx={{ minHeight: 44 }}>
                Keep my account
              </Button>
              <Button type="submit" variant="contained" color="error" loading={isSubmitting} sx={{ minHeight: 44 }}>
                Delete account
              </Button>
            </DialogActions>
          </Form>
        </ResponsiveDialog>
      )}
    </Formik>
  );
}

/**
 * Profile → "Your data": download everything as a ZIP (account, showings and reports as JSON,
 * their PDFs, the logo), or delete the account with the password asked again.
 */
export function AccountDataCard() {
  const [deleting, setDeleting] = useState(false);
  return (
    <Card variant="outlined" component="section" aria-labelledby="account-data-title">
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography id="account-data-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          Your data
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Your showings, reports and files are yours: download them all as one ZIP, or delete everything.
        </Typography>
        <Stack spacing={1.5} direction={{ xs: 'column', sm: 'row' }}>
          <Button variant="outlined" startIcon={<Download />} href={apiLinks.accountExport} download sx={{ minHeight: 44 }}>
            Download my data
          </Button>
          <Button variant="outlined" color="error" startIcon={<DeleteForever />} onClick={() => setDeleting(true)} sx={{ minHeight: 44 }}>
            Delete account
          </Button>
        </Stack>
        {deleting && <DeleteAccountDialog onClose={() => setDeleting(false)} />}
      </CardContent>
    </Card>
  );
}
