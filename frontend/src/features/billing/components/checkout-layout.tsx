import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { PlanCard } from '@/components/ui/plan-card';
import type { Plan } from '@/config/plans';

/** The checkout's frame: a heading, the chosen plan with its features, and the steps beside it. */
export function CheckoutLayout({ plan, title, notice, children }: { plan: Plan; title: string; notice?: ReactNode; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, letterSpacing: '-0.02em', fontSize: { xs: 26, md: 34 } }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: { xs: 3, md: 4 } }}>
        Review your plan, then complete the payment.
      </Typography>
      {notice && (
        <Alert severity="info" sx={{ mb: 3 }}>
          {notice}
        </Alert>
      )}
      <Grid container spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Grid size={{ xs: 12, md: 5 }} sx={{ pt: plan.popular ? 1.5 : 0 }}>
          <PlanCard plan={plan} />
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>{children}</Grid>
      </Grid>
    </Box>
  );
}
