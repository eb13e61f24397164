import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { PlanCard, PlanCardSkeleton } from '@/components/ui/plan-card';
import type { Plan } from '@/lib/plans';

/**
 * The checkout's frame: a heading, the chosen plan with its features, and the steps beside it.
 * Without a plan (the plans are still loading) the heading, the card and the steps are outlines.
 */
export function CheckoutLayout({ plan, title, notice, children }: { plan?: Plan; title?: string; notice?: ReactNode; children: ReactNode }) {
  return (
    <Box aria-busy={plan ? undefined : true}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, letterSpacing: '-0.02em', fontSize: { xs: 26, md: 34 } }}>
        {title ?? <Skeleton width="40%" />}
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
        <Grid size={{ xs: 12, md: 5 }} sx={{ pt: plan?.popular ? 1.5 : 0 }}>
          {plan ? <PlanCard plan={plan} headingLevel="h2" /> : <PlanCardSkeleton />}
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>{children}</Grid>
      </Grid>
    </Box>
  );
}

/** The checkout while the plans load. */
export function CheckoutSkeleton() {
  return (
    <CheckoutLayout>
      <Skeleton variant="rounded" height={240} />
    </CheckoutLayout>
  );
}
