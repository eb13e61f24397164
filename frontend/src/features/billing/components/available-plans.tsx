import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import { paths } from '@/config/paths';
import { formatDollars, plans } from '@/config/plans';

const subscriptionPlans = plans.filter((plan) => plan.priceUnit === 'month');

/** The static list of monthly plans under the billing tab (spec §2), and the way to all of them. */
export function AvailablePlans() {
  return (
    <Card variant="outlined" component="section" aria-labelledby="plans-title" sx={{ height: '100%' }}>
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography id="plans-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          Available Plans
        </Typography>
        <List disablePadding sx={{ mt: 1 }}>
          {subscriptionPlans.map((plan) => (
            <ListItem key={plan.id} divider disableGutters secondaryAction={<Typography sx={{ fontWeight: 700 }}>{formatDollars(plan.price)}/mo</Typography>}>
              <ListItemText
                primary={
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <span>{plan.name}</span>
                    {plan.popular && <Chip label="Most Popular" color="primary" size="small" />}
                  </Stack>
                }
                secondary={`${plan.reports} reports per month`}
                slotProps={{ primary: { component: 'div', sx: { fontWeight: 600 } } }}
              />
            </ListItem>
          ))}
        </List>
        <Button component={RouterLink} to={paths.pricing.getHref()} variant="outlined" fullWidth sx={{ mt: 2 }}>
          View All Plans
        </Button>
      </CardContent>
    </Card>
  );
}
