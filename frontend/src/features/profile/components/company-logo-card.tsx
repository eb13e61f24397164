import Business from '@mui/icons-material/Business';
import CloudUpload from '@mui/icons-material/CloudUpload';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';

import type { User } from '@/lib/auth';

/** Shows the logo printed on reports. Uploading is not available yet (spec §2: not wired). */
export function CompanyLogoCard({ user }: { user: User }) {
  return (
    <Card variant="outlined" component="section" aria-labelledby="logo-title">
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography id="logo-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          Company Logo
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          Shown on the PDF reports you send. PNG, JPG or SVG.
        </Typography>
        <Stack direction="row" spacing={2.5} sx={{ alignItems: 'center' }}>
          <Avatar
            variant="rounded"
            src={user.logoUrl ?? undefined}
            alt={user.logoUrl ? 'Company logo' : undefined}
            sx={{ width: 88, height: 88, bgcolor: 'grey.100', color: 'grey.500', border: 1, borderColor: 'divider', '& img': { objectFit: 'contain' } }}
          >
            <Business fontSize="large" />
          </Avatar>
          <Stack spacing={0.75} sx={{ alignItems: 'flex-start' }}>
            <Tooltip title="Logo upload is coming soon">
              <span>
                <Button variant="outlined" startIcon={<CloudUpload />} disabled>
                  Upload Logo
                </Button>
              </span>
            </Tooltip>
            <Typography variant="caption" color="text.secondary">
              {user.logoUrl ? 'Current logo' : 'No logo uploaded yet'}
            </Typography>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
