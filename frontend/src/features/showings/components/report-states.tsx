import Description from '@mui/icons-material/Description';
import SearchOff from '@mui/icons-material/SearchOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import { paths } from '@/config/paths';

/** Spec §2: a loading skeleton in the shape of the report. */
export function ReportSkeleton() {
  return (
    <Box role="status" aria-busy="true" aria-label="Loading report">
      <Skeleton width={160} height={36} sx={{ mb: 2 }} />
      <Skeleton variant="text" sx={{ fontSize: 36, maxWidth: 520 }} />
      <Skeleton variant="text" width={200} />
      <Stack direction="row" spacing={1} sx={{ mt: 1.5, mb: 3 }}>
        <Skeleton variant="rounded" width={56} height={24} />
        <Skeleton variant="rounded" width={80} height={24} />
      </Stack>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Stack spacing={3}>
            <Skeleton variant="rounded" height={180} />
            <Skeleton variant="rounded" height={260} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Skeleton variant="rounded" height={220} />
        </Grid>
      </Grid>
    </Box>
  );
}

/** Spec §2: "Showing Not Found" with a way back, for an unknown, foreign or malformed id. */
export function ShowingNotFound() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 4, sm: 6 }, textAlign: 'center', maxWidth: 560, mx: 'auto', mt: { xs: 2, sm: 4 } }}>
      <SearchOff sx={{ fontSize: 48, color: 'text.disabled' }} />
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mt: 1 }}>
        Showing Not Found
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        This showing does not exist or belongs to another account.
      </Typography>
      <Button component={RouterLink} to={paths.dashboard.getHref()} variant="contained">
        Back to Dashboard
      </Button>
    </Paper>
  );
}

export function ReportLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Try Again
        </Button>
      }
    >
      This report could not be loaded. Please try again.
    </Alert>
  );
}

/** Spec §2: no report yet — a message and a Generate Report button that generates it here. */
export function NoReport({ onGenerate, generating }: { onGenerate: () => void; generating: boolean }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="no-report-title" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <Description sx={{ fontSize: 48, color: 'primary.main', opacity: 0.8 }} />
      <Typography id="no-report-title" variant="h6" component="h2" sx={{ fontWeight: 700, mt: 1 }}>
        No report has been generated yet
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3, maxWidth: 460, mx: 'auto' }}>
        Generate the report from the notes recorded for this showing. It uses one report of your monthly allowance.
      </Typography>
      <Button variant="contained" size="large" onClick={onGenerate} loading={generating} sx={{ minHeight: 48, px: 4 }}>
        Generate Report
      </Button>
    </Paper>
  );
}
