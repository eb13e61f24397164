import CheckCircle from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { type Plan, formatDollars } from '@/config/plans';

export function PlanCard({ plan, action }: { plan: Plan; action?: ReactNode }) {
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
        <Typography variant="h6" component="h3" sx={{ fontWeight: 700 }}>
          {plan.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, minHeight: 40 }}>
          {plan.description}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 0.5, mt: 2 }}>
          <Typography component="span" sx={{ fontSize: 36, fontWeight: 800, letterSpacing: '-0.03em' }}>
            {formatDollars(plan.price)}
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
