import GraphicEq from '@mui/icons-material/GraphicEq';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

/** The brand mark; it always links home (spec §2: "The logo links to /"). */
export function Logo({ to = '/', inverted = false }: { to?: string; inverted?: boolean }) {
  return (
    <Box
      component={RouterLink}
      to={to}
      aria-label="Showscribe home"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, textDecoration: 'none', color: inverted ? 'common.white' : 'text.primary' }}
    >
      <Box
        sx={{
          width: 34,
          height: 34,
          borderRadius: 2,
          display: 'grid',
          placeItems: 'center',
          color: 'common.white',
          background: inverted ? 'rgba(255,255,255,0.18)' : 'linear-gradient(135deg, #1d4ed8 0%, #0ea5e9 100%)',
        }}
      >
        <GraphicEq fontSize="small" />
      </Box>
      <Typography component="span" sx={{ fontWeight: 800, fontSize: 20, letterSpacing: '-0.02em' }}>
        Showscribe
      </Typography>
    </Box>
  );
}
