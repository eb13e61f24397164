import ArrowForward from '@mui/icons-material/ArrowForward';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import { landingAnchors, paths } from '@/config/paths';

import { RecordingCard } from './recording-card';

const assurances = ['Free report trial', 'No credit card required', 'Cancel anytime'];

export function Hero() {
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={{
        position: 'relative',
        overflow: 'hidden',
        pt: { xs: 6, md: 10 },
        pb: { xs: 8, md: 12 },
        background: 'radial-gradient(60% 60% at 85% 20%, rgba(14,165,233,0.14) 0%, transparent 70%), radial-gradient(50% 50% at 10% 0%, rgba(29,78,216,0.12) 0%, transparent 70%)',
      }}
    >
      <Container maxWidth="lg">
        <Grid container spacing={{ xs: 6, md: 8 }} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Chip label="Voice-to-report for real-estate agents" color="primary" variant="outlined" sx={{ fontWeight: 600, mb: 3, bgcolor: 'background.paper' }} />
            <Typography
              id="hero-title"
              variant="h1"
              sx={{ fontSize: { xs: 38, sm: 48, md: 56 }, fontWeight: 800, letterSpacing: '-0.035em', lineHeight: 1.05 }}
            >
              Turn every showing into a{' '}
              <Box component="span" sx={{ background: 'linear-gradient(90deg, #1d4ed8, #0ea5e9)', backgroundClip: 'text', WebkitBackgroundClip: 'text', color: 'transparent' }}>
                professional report
              </Box>
            </Typography>
            <Typography variant="h6" component="p" color="text.secondary" sx={{ mt: 3, fontWeight: 400, lineHeight: 1.6, maxWidth: 540 }}>
              Speak your observations during a property showing. Showscribe writes a polished report with repair and upgrade cost
              estimates, ready to send to your buyer.
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4 }}>
              <Button component={RouterLink} to={paths.auth.getHref({ tab: 'register' })} variant="contained" size="large" endIcon={<ArrowForward />}>
                Start Free Trial
              </Button>
              <Button href={`#${landingAnchors.howItWorks}`} variant="outlined" size="large" sx={{ bgcolor: 'background.paper' }}>
                See How It Works
              </Button>
            </Stack>
            <Stack direction="row" sx={{ mt: 3, flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}>
              {assurances.map((item) => (
                <Stack key={item} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
                  <CheckCircle color="success" sx={{ fontSize: 18 }} />
                  <Typography variant="body2" color="text.secondary">
                    {item}
                  </Typography>
                </Stack>
              ))}
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <RecordingCard />
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}
