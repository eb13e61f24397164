import CheckCircle from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { type Plan, formatCents, usePlans } from '@/lib/plans';

import { PlansLoadError } from './plans-load-error';

/** `headingLevel` follows the page: h2 right under the page's title, h3 under a section's heading. */
export function PlanCard({ plan, action, headingLevel = 'h3' }: { plan: Plan; action?: ReactNode; headingLevel?: 'h2' | 'h3' }) {
  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={`${plan.name} plan`}
      sx={{
        position: 'relative',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        overflow: 'visible',
        borderColor: plan.popular ? 'primary.main' : 'divider',
        // A ring instead of a thicker border keeps every card's content on the same lines.
        boxShadow: (theme) => (plan.popular ? `0 0 0 1px ${theme.palette.primary.main}, 0 18px 40px -18px rgba(29, 78, 216, 0.45)` : 'none'),
      }}
    >
      {plan.popular && (
        <Chip
          label="Most Popular"
          color="primary"
          size="small"
          sx={{ position: 'absolute', top: -13, left: '50%', transform: 'translateX(-50%)', fontWeight: 700 }}
        />
      )}
      <CardContent sx={{ p: 3, flexGrow: 1, display: 'flex', flexDirection: 'column' }}>
        <Typography variant="h6" component={headingLevel} sx={{ fontWeight: 700 }}>
          {plan.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, minHeight: 40 }}>
          {plan.description}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 0.5, mt: 2 }}>
          <Typography component="span" sx={{ fontSize: 36, fontWeight: 800, letterSpacing: '-0.03em' }}>
            {formatCents(plan.priceCents)}
          </Typography>
          <Typography component="span" color="text.secondary">
            /{plan.priceUnit}
          </Typography>
        </Box>
        <Typography variant="body2" color="primary" sx={{ fontWeight: 600 }}>
          {plan.priceUnit === 'month' ? `${plan.reports} reports per month` : `${plan.reports} report, no commitment`}
        </Typography>
        <List dense disablePadding sx={{ mt: 2, mb: 3, flexGrow: 1 }}>
          {plan.features.map((feature) => (
            <ListItem key={feature} disableGutters sx={{ py: 0.35 }}>
              <ListItemIcon sx={{ minWidth: 28 }}>
                <CheckCircle color="success" sx={{ fontSize: 18 }} />
              </ListItemIcon>
              <ListItemText primary={feature} slotProps={{ primary: { variant: 'body2' } }} />
            </ListItem>
          ))}
        </List>
        {action}
      </CardContent>
    </Card>
  );
}

/** A card's outline while the plans load: the same lines as {@link PlanCard}, so nothing moves when they arrive. */
export function PlanCardSkeleton() {
  return (
    <Card variant="outlined" aria-hidden sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ p: 3, flexGrow: 1, display: 'flex', flexDirection: 'column' }}>
        <Typography variant="h6" component="p">
          <Skeleton width="45%" />
        </Typography>
        <Box sx={{ mt: 0.5, minHeight: 40 }}>
          <Skeleton variant="text" sx={{ fontSize: 14 }} />
          <Skeleton variant="text" width="70%" sx={{ fontSize: 14 }} />
        </Box>
        <Typography sx={{ fontSize: 36, mt: 2 }}>
          <Skeleton width="55%" />
        </Typography>
        <Typography variant="body2">
          <Skeleton width="60%" />
        </Typography>
        <Box sx={{ mt: 2, mb: 3, flexGrow: 1 }}>
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} variant="text" width="85%" sx={{ fontSize: 14, my: 0.6 }} />
          ))}
        </Box>
        <Skeleton variant="rounded" height={42} />
      </CardContent>
    </Card>
  );
}

/** Placeholders shown while the plans load; about as many as there are plans, so the grid keeps its height. */
const PLACEHOLDER_CARDS = 4;

/**
 * Every plan the server offers as a card, with `action` at the bottom of each. Outlines show
 * while they load; if they cannot be loaded, an error with a way to try again.
 */
export function PlanGrid({ action, headingLevel }: { action: (plan: Plan) => ReactNode; headingLevel?: 'h2' | 'h3' }) {
  const { data, error } = usePlans();
  if (error && !data) return <PlansLoadError />;
  return (
    <Grid container spacing={3} sx={{ alignItems: 'stretch' }} aria-busy={data ? undefined : true}>
      {data
        ? data.plans.map((plan) => (
            <Grid key={plan.id} size={{ xs: 12, sm: 6, lg: 3 }}>
              <PlanCard plan={plan} action={action(plan)} headingLevel={headingLevel} />
            </Grid>
          ))
        : Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
            <Grid key={index} size={{ xs: 12, sm: 6, lg: 3 }}>
              <PlanCardSkeleton />
            </Grid>
          ))}
    </Grid>
  );
}
