import AutoAwesome from '@mui/icons-material/AutoAwesome';
import Calculate from '@mui/icons-material/Calculate';
import Mic from '@mui/icons-material/Mic';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { Logo } from '@/components/ui/logo';

const highlights = [
  { icon: Mic, title: 'Voice Recording', text: 'Speak your observations as you walk through the property. No typing on site.' },
  { icon: AutoAwesome, title: 'AI-Powered Reports', text: 'A professional showing report written from your notes, ready to review in minutes.' },
  { icon: Calculate, title: 'Cost Analysis', text: 'Repair and upgrade cost estimates your buyers can plan around.' },
];

/** The sign-in screen's selling points; hidden on small screens to keep the form first. */
export function MarketingPanel() {
  return (
    <Box
      component="aside"
      aria-label="Why Showscribe"
      sx={{
        display: { xs: 'none', md: 'flex' },
        flexDirection: 'column',
        justifyContent: 'space-between',
        // Stays in view while a long registration form scrolls beside it.
        position: 'sticky',
        top: 0,
        alignSelf: 'start',
        height: '100vh',
        overflow: 'hidden',
        p: 6,
        color: 'common.white',
        background: 'radial-gradient(circle at 20% 0%, #3b82f6 0%, transparent 55%), linear-gradient(160deg, #1e3a8a 0%, #1d4ed8 55%, #0e7490 100%)',
      }}
    >
      <Logo inverted />
      <Box>
        <Typography variant="h3" component="p" sx={{ fontWeight: 800, letterSpacing: '-0.03em', lineHeight: 1.15, maxWidth: 460 }}>
          Your showings, written up for you.
        </Typography>
        <Typography sx={{ mt: 2, opacity: 0.85, maxWidth: 440 }}>
          Record what you see, and Showscribe turns it into a polished report with cost estimates for your buyer.
        </Typography>
        <Stack component="ul" spacing={3} sx={{ mt: 5, p: 0, listStyle: 'none' }}>
          {highlights.map(({ icon: Icon, title, text }) => (
            <Box component="li" key={title} sx={{ display: 'flex', gap: 2 }}>
              <Box sx={{ width: 44, height: 44, flexShrink: 0, borderRadius: 2, display: 'grid', placeItems: 'center', bgcolor: 'rgba(255,255,255,0.14)' }}>
                <Icon />
              </Box>
              <Box>
                <Typography sx={{ fontWeight: 700 }}>{title}</Typography>
                <Typography variant="body2" sx={{ opacity: 0.8 }}>
                  {text}
                </Typography>
              </Box>
            </Box>
          ))}
        </Stack>
      </Box>
      <Typography variant="body2" sx={{ opacity: 0.7 }}>
        Free report trial · No credit card required
      </Typography>
    </Box>
  );
}
