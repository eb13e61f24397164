import Download from '@mui/icons-material/Download';
import Visibility from '@mui/icons-material/Visibility';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import { paths } from '@/config/paths';

import type { ReportSummary } from '../api/get-reports';
import { capitalize, formatDate } from '../format';

/** Where the report detail lives: /reports/{showing id} (spec §2, §7). */
function showingIdOf(report: ReportSummary): number {
  return report.showingId ?? report.showing?.id ?? report.id;
}

function pdfHref(path: string): string {
  return /^(https?:)?\//.test(path) ? path : `/${path}`;
}

export function ReportCard({ report }: { report: ReportSummary }) {
  const address = report.showing?.propertyAddress ?? 'Property report';
  return (
    <Card variant="outlined" component="article" aria-label={address} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1, p: 2.5 }}>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
            {address}
          </Typography>
          <Chip size="small" label={report.emailSent ? 'Email Sent' : 'Draft'} color={report.emailSent ? 'success' : 'default'} />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {formatDate(report.createdAt)}
        </Typography>
        <Stack spacing={0.5} sx={{ mt: 2 }}>
          <Typography variant="body2">
            <strong>Type:</strong> {capitalize(report.reportType)}
          </Typography>
          <Typography variant="body2">
            <strong>Client:</strong> {report.showing?.buyerName ?? '—'}
          </Typography>
        </Stack>
      </CardContent>
      <CardActions sx={{ px: 2.5, pb: 2.5, pt: 0, gap: 1 }}>
        <Button component={RouterLink} to={paths.report.getHref(showingIdOf(report))} variant="outlined" size="small" startIcon={<Visibility />}>
          View
        </Button>
        {report.pdfFilePath && (
          <Button href={pdfHref(report.pdfFilePath)} size="small" startIcon={<Download />} download>
            Download PDF
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
