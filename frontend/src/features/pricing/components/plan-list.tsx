import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { PlanGrid } from '@/components/ui/plan-card';
import { paths } from '@/config/paths';
import { type Plan, type PlanId, isMonthlyPlan } from '@/lib/plans';

/**
 * The plan list (spec §2 "Pricing screen"): each card leads to the checkout for its plan.
 * `activePlan` is the plan the agent has active; when it is a monthly plan its card says so instead.
 * `action` may put another button on a card (a subscriber's switch to another plan); where it
 * gives `undefined` the card keeps its own.
 */
export function PlanList({ activePlan = null, action }: { activePlan?: PlanId | null; action?: (plan: Plan) => ReactNode | undefined }) {
  return (
    <Box component="section" aria-labelledby="plans-heading">
      <Box sx={{ textAlign: 'center', maxWidth: 640, mx: 'auto', mb: { xs: 4, md: 6 } }}>
        <Typography id="plans-heading" variant="h3" component="h1" sx={{ fontWeight: 800, letterSpacing: '-0.03em', fontSize: { xs: 30, md: 42 } }}>
          Choose your plan
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1.5, fontSize: { xs: 16, md: 18 } }}>
          Every plan includes a free report trial, no setup fees, and you can cancel anytime.
        </Typography>
      </Box>
      <PlanGrid
        headingLevel="h2"
        action={(plan) =>
          plan.id === activePlan && isMonthlyPlan(plan) ? (
            <Button variant="outlined" size="large" fullWidth disabled>
              Current plan
            </Button>
          ) : (
            (action?.(plan) ?? (
              <Button component={RouterLink} to={paths.subscribe.getHref(plan.id)} variant={plan.popular ? 'contained' : 'outlined'} size="large" fullWidth>
                {plan.priceUnit === 'report' ? 'Buy Report' : 'Start Subscription'}
              </Button>
            ))
          )
        }
      />
    </Box>
  );
}
