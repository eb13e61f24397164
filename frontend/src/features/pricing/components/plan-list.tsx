import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import { PlanCard } from '@/components/ui/plan-card';
import { paths } from '@/config/paths';
import { plans } from '@/config/plans';

/**
 * The plan list (spec §2 "Pricing screen"). Checkout, pay-per-report purchase and add-on packs
 * arrive with billing; until then each button leads to the checkout route.
 */
export function PlanList() {
  return (
    <Box>
      <Box sx={{ textAlign: 'center', maxWidth: 640, mx: 'auto', mb: { xs: 4, md: 6 } }}>
        <Typography variant="h3" component="h1" sx={{ fontWeight: 800, letterSpacing: '-0.03em', fontSize: { xs: 30, md: 42 } }}>
          Choose your plan
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1.5, fontSize: 18 }}>
          Every plan includes a free report trial, no setup fees, and you can cancel anytime.
        </Typography>
      </Box>
      <Grid container spacing={3}>
        {plans.map((plan) => (
          <Grid key={plan.id} size={{ xs: 12, sm: 6, lg: 3 }}>
            <PlanCard
              plan={plan}
              action={
                <Button component={RouterLink} to={paths.subscribe.getHref(plan.id)} variant={plan.popular ? 'contained' : 'outlined'} size="large" fullWidth>
                  {plan.priceUnit === 'report' ? 'Buy Report' : 'Start Subscription'}
                </Button>
              }
            />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
