import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import { PlansLoadError } from '@/components/ui/plans-load-error';
import { paths } from '@/config/paths';
import { type Plans, formatCents, isMonthlyPlan } from '@/lib/plans';

import { planChangeLabel } from '../plan-change';
import type { PlanSwitch } from './plan-switch';

/** Placeholder rows while the plans load; about as many as there are monthly plans. */
const PLACEHOLDER_ROWS = 3;

/**
 * The monthly plans under the billing tab (spec §2), and the way to all of them. A subscriber
 * sees which is theirs and switches to another from here.
 */
export function AvailablePlans({ plans, failed, planSwitch }: { plans: Plans | undefined; failed: boolean; planSwitch?: PlanSwitch }) {
  return (
    <Card variant="outlined" component="section" aria-labelledby="plans-title" sx={{ height: '100%' }}>
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography id="plans-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          Available Plans
        </Typography>
        {failed && !plans ? (
          <PlansLoadError sx={{ mt: 2 }} />
        ) : (
          <List disablePadding sx={{ mt: 1 }} aria-busy={plans ? undefined : true}>
            {plans
              ? plans.plans.filter(isMonthlyPlan).map((plan) => (
                  <ListItem key={plan.id} divider disableGutters secondaryAction={<Typography sx={{ fontWeight: 700 }}>{formatCents(plan.priceCents)}/mo</Typography>}>
                    <ListItemText
                      primary={
                        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                          <span>{plan.name}</span>
                          {plan.popular && <Chip label="Most Popular" color="primary" size="small" />}
                          {planSwitch?.isCurrent(plan.id) && <Chip label="Current plan" color="success" variant="outlined" size="small" />}
                        </Stack>
                      }
                      secondary={
                        <>
                          <span>{plan.reports} reports per month</span>
                          {(() => {
                            const change = planSwitch?.changeFor(plan.id);
                            return change ? (
                              <Button size="small" onClick={() => planSwitch?.choose(change)} sx={{ display: 'flex', mt: 0.5, ml: -0.75, px: 0.75 }}>
                                {planChangeLabel(change)}
                              </Button>
                            ) : null;
                          })()}
                        </>
                      }
                      slotProps={{ primary: { component: 'div', sx: { fontWeight: 600 } }, secondary: { component: 'div' } }}
                    />
                  </ListItem>
                ))
              : Array.from({ length: PLACEHOLDER_ROWS }, (_, index) => (
                  <ListItem key={index} divider disableGutters>
                    <ListItemText primary={<Skeleton width="40%" />} secondary={<Skeleton width="55%" />} slotProps={{ primary: { component: 'div' }, secondary: { component: 'div' } }} />
                  </ListItem>
                ))}
          </List>
        )}
        <Button component={RouterLink} to={paths.pricing.getHref()} variant="outlined" fullWidth sx={{ mt: 2 }}>
          View All Plans
        </Button>
      </CardContent>
      {planSwitch?.dialog}
    </Card>
  );
}
