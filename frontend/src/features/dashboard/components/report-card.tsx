import Download from '@mui/icons-material/Download';
import Visibility from '@mui/icons-material/Visibility';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { apiLinks, paths } from '@/config/paths';
import { capitalize, formatDate } from '@/lib/format';

import type { Report } from '../api/get-reports';

const reportTypeLabels: Record<string, string> = { comprehensive: 'Comprehensive', cma: 'Market Analysis (CMA)' };

/** `menu` is what the app adds beside the badge (the showing's Edit and Delete). */
export function ReportCard({ report, menu }: { report: Report; menu?: ReactNode }) {
  const address = report.showing?.propertyAddress ?? 'Address not provided';
  return (
    <Card variant="outlined" component="article" aria-label={address} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1, p: 2.5 }}>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
            {address}
          </Typography>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexShrink: 0 }}>
            <Chip size="small" label={report.emailSent ? 'Email Sent' : 'Draft'} color={report.emailSent ? 'success' : 'default'} />
            {menu}
          </Stack>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {formatDate(report.createdAt)}
        </Typography>
        <Stack spacing={0.5} sx={{ mt: 2 }}>
          <Typography variant="body2">
            <strong>Type:</strong> {reportTypeLabels[report.reportType] ?? capitalize(report.reportType)}
          </Typography>
          <Typography variant="body2">
            <strong>Client:</strong> {report.showing?.buyerName ?? 'Client'}
          </Typography>
        </Stack>
      </CardContent>
      <CardActions sx={{ px: 2.5, pb: 2.5, pt: 0, gap: 1 }}>
        <Button component={RouterLink} to={paths.report.getHref(report.showingId)} variant="outlined" size="small" startIcon={<Visibility />}>
          View
        </Button>
        <Button href={apiLinks.reportPdf(report.showingId, report.id)} size="small" startIcon={<Download />} download>
          Download PDF
        </Button>
      </CardActions>
    </Card>
  );
}
