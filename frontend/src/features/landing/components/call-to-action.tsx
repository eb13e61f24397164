import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import { paths } from '@/config/paths';

export function CallToAction() {
  return (
    <Box component="section" aria-labelledby="cta-title" sx={{ py: { xs: 8, md: 10 } }}>
      <Container maxWidth="lg">
        <Box
          sx={{
            borderRadius: 5,
            px: { xs: 3, md: 8 },
            py: { xs: 6, md: 8 },
            textAlign: 'center',
            color: 'common.white',
            background: 'radial-gradient(circle at 15% 10%, #3b82f6 0%, transparent 45%), linear-gradient(135deg, #1e3a8a 0%, #1d4ed8 50%, #0e7490 100%)',
          }}
        >
          <Typography id="cta-title" variant="h2" sx={{ fontSize: { xs: 28, md: 40 }, fontWeight: 800, letterSpacing: '-0.03em' }}>
            Your next showing report can write itself
          </Typography>
          <Typography sx={{ mt: 2, fontSize: 18, opacity: 0.88, maxWidth: 600, mx: 'auto' }}>
            Record your first showing today. Your first report is free and no credit card is required.
          </Typography>
          <Button
            component={RouterLink}
            to={paths.auth.getHref({ tab: 'register' })}
            variant="contained"
            size="large"
            endIcon={<ArrowForward />}
            sx={{ mt: 4, bgcolor: 'common.white', color: 'primary.dark', '&:hover': { bgcolor: 'grey.100' } }}
          >
            Start Free Trial
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
