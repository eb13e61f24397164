import ArrowBack from '@mui/icons-material/ArrowBack';
import Download from '@mui/icons-material/Download';
import Send from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import { StatusChip } from '@/components/ui/status-chip';
import { apiLinks, paths } from '@/config/paths';
import { formatDate } from '@/lib/format';

import type { Report, Showing } from '../types';

export function BackToDashboard() {
  return (
    <Button component={RouterLink} to={paths.dashboard.getHref('reports')} startIcon={<ArrowBack />} color="inherit" sx={{ color: 'text.secondary', mb: 2, ml: -1 }}>
      Back to Dashboard
    </Button>
  );
}

/**
 * Spec §2/§4: sending arrives with e-mail delivery; until then the button says so. Once a report
 * is sent it reads "Report Already Sent".
 */
function SendButton({ report }: { report: Report }) {
  if (report.emailSent) {
    return (
      <Button variant="contained" startIcon={<Send />} disabled>
        Report Already Sent
      </Button>
    );
  }
  return (
    <Tooltip title="Email delivery is coming soon">
      <span>
        <Button variant="contained" startIcon={<Send />} disabled>
          Send Report to Buyer
        </Button>
      </span>
    </Tooltip>
  );
}

/** Property address, "Report for" the buyer, the Sent/Draft badge and the showing's status. */
export function ReportHeader({ showing, report }: { showing: Showing; report?: Report }) {
  return (
    <Box component="header" sx={{ mb: 3 }}>
      <BackToDashboard />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-end' } }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 800, letterSpacing: '-0.02em', fontSize: { xs: 24, sm: 32 }, overflowWrap: 'anywhere' }}>
            {showing.propertyAddress}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5, fontSize: 17 }}>
            Report for {showing.buyerName}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
            {report && (
              <Chip size="small" label={report.emailSent ? 'Sent' : 'Draft'} color={report.emailSent ? 'success' : 'default'} sx={{ fontWeight: 600 }} />
            )}
            <StatusChip status={showing.status} fallback="pending" />
            {report && (
              <Typography variant="body2" color="text.secondary">
                Generated {formatDate(report.createdAt)}
              </Typography>
            )}
          </Stack>
        </Box>
        {report && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ flexShrink: 0 }}>
            {report.pdfFilePath && (
              <Button href={apiLinks.reportPdf(report.showingId, report.id)} variant="outlined" startIcon={<Download />}>
                Download PDF
              </Button>
            )}
            <SendButton report={report} />
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
