import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import { PlanGrid } from '@/components/ui/plan-card';
import { landingAnchors, paths } from '@/config/paths';

import { SectionHeading } from './section-heading';

export function PricingSection() {
  return (
    <Box component="section" id={landingAnchors.pricing} aria-labelledby="pricing-title" sx={{ py: { xs: 8, md: 12 }, scrollMarginTop: 64 }}>
      <Container maxWidth="lg">
        <SectionHeading
          id="pricing-title"
          eyebrow="Pricing"
          title="Simple, transparent pricing"
          subtitle="Pick a monthly plan for regular showings, or pay per report when you need one."
        />
        <PlanGrid
          action={(plan) => (
            <Button component={RouterLink} to={paths.auth.getHref({ plan: plan.id })} variant={plan.popular ? 'contained' : 'outlined'} size="large" fullWidth>
              {plan.priceUnit === 'report' ? 'Buy a Report' : `Choose ${plan.name}`}
            </Button>
          )}
        />
        <Typography color="text.secondary" sx={{ textAlign: 'center', mt: 4 }}>
          All plans include a free report trial, no setup fees, and you can cancel anytime.
        </Typography>
      </Container>
    </Box>
  );
}
