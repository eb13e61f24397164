import Add from '@mui/icons-material/Add';
import Description from '@mui/icons-material/Description';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { paths } from '@/config/paths';

import { REPORTS_PAGE_SIZE, type Report, useReportsPage } from '../api/get-reports';
import { ReportCard } from './report-card';

/** A report card's menu, which the app supplies (the showing's Edit and Delete live with the showings). */
export type RenderReportMenu = (report: Report) => ReactNode;

export function ReportsTab({ renderMenu }: { renderMenu?: RenderReportMenu }) {
  const [page, setPage] = useState(1);
  const { data: fresh, error } = useReportsPage({ limit: REPORTS_PAGE_SIZE, offset: (page - 1) * REPORTS_PAGE_SIZE });
  // After a change the lists are forgotten and read again; meanwhile the cards stay, so a dialog
  // opened from one (editing its showing) is not closed under the agent.
  const [shown, setShown] = useState(fresh);
  if (fresh && fresh !== shown) setShown(fresh);
  const data = fresh ?? shown;
  const reports = data?.items;
  const pages = data ? Math.ceil(data.total / REPORTS_PAGE_SIZE) : 0;

  if (error) return <Alert severity="error">Your reports could not be loaded. Please refresh the page.</Alert>;

  if (!reports) {
    return (
      <Grid container spacing={2}>
        {Array.from({ length: 3 }, (_, index) => (
          <Grid key={index} size={{ xs: 12, sm: 6, md: 4 }}>
            <Skeleton variant="rounded" height={180} />
          </Grid>
        ))}
      </Grid>
    );
  }

  if (reports.length === 0 && page === 1) {
    return (
      <Paper variant="outlined" sx={{ p: { xs: 4, sm: 6 }, textAlign: 'center' }}>
        <Description sx={{ fontSize: 48, color: 'text.disabled' }} />
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mt: 1 }}>
          No reports yet
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
          Record a property showing and your generated reports will appear here.
        </Typography>
        <Button component={RouterLink} to={paths.newShowing.getHref()} variant="contained" startIcon={<Add />}>
          Create First Report
        </Button>
      </Paper>
    );
  }

  return (
    <>
      <Grid container spacing={2}>
        {reports.map((report) => (
          <Grid key={report.id} size={{ xs: 12, sm: 6, md: 4 }}>
            <ReportCard report={report} menu={renderMenu?.(report)} />
          </Grid>
        ))}
      </Grid>
      {pages > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <Pagination count={pages} page={page} onChange={(_, next: number) => setPage(next)} color="primary" aria-label="Report pages" />
        </Box>
      )}
    </>
  );
}
