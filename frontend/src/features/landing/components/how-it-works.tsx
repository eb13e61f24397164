import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';

import { landingAnchors } from '@/config/paths';

import { SectionHeading } from './section-heading';

const steps = [
  { title: 'Record the showing', text: 'Tap record and talk through the property as you walk it: what needs repair and what the buyer wants to change.' },
  { title: 'Review the AI report', text: 'Showscribe writes the report with repair and upgrade cost estimates. Read it over, correct any item or figure, and edit the summary.' },
  { title: 'Send it to your buyer', text: 'Email a polished PDF to your client. Every report stays on your dashboard for later.' },
];

export function HowItWorks() {
  return (
    <Box component="section" id={landingAnchors.howItWorks} aria-labelledby="how-title" sx={{ py: { xs: 8, md: 12 }, bgcolor: 'background.paper', scrollMarginTop: 64 }}>
      <Container maxWidth="lg">
        <SectionHeading id="how-title" eyebrow="How It Works" title="From walkthrough to report in three steps" subtitle="No templates to fill in and no notes to retype." />
        <Grid component="ol" container spacing={{ xs: 4, md: 6 }} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {steps.map((step, index) => (
            <Grid component="li" key={step.title} size={{ xs: 12, md: 4 }} sx={{ textAlign: 'center' }}>
              <Box
                aria-hidden
                sx={{
                  width: 56,
                  height: 56,
                  mx: 'auto',
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  fontSize: 22,
                  fontWeight: 800,
                  color: 'common.white',
                  background: 'linear-gradient(135deg, #1d4ed8 0%, #0ea5e9 100%)',
                  boxShadow: '0 12px 24px -12px rgba(29,78,216,0.7)',
                }}
              >
                {index + 1}
              </Box>
              <Typography variant="h6" component="h3" sx={{ fontWeight: 700, mt: 2.5 }}>
                {step.title}
              </Typography>
              <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 340, mx: 'auto' }}>
                {step.text}
              </Typography>
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}
