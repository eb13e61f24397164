import Mic from '@mui/icons-material/Mic';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';

const pulse = keyframes`
  0% { box-shadow: 0 0 0 0 rgba(239, 68, 68, 0.45); }
  70% { box-shadow: 0 0 0 18px rgba(239, 68, 68, 0); }
  100% { box-shadow: 0 0 0 0 rgba(239, 68, 68, 0); }
`;

const wave = keyframes`
  0%, 100% { transform: scaleY(0.35); }
  50% { transform: scaleY(1); }
`;

const transcript = [
  { category: 'Repairs needed', text: 'Water stain on the kitchen ceiling, right under the upstairs bath.' },
  { category: 'Repairs needed', text: 'Two deck boards by the back stairs feel soft.' },
  { category: 'Updates wanted', text: 'Buyers would like to open up the wall between kitchen and dining.' },
];

const bars = [0.5, 0.9, 0.6, 1, 0.7, 0.4, 0.85, 0.55, 0.95, 0.6, 0.75, 0.45];

/** A still of a showing being recorded, to show the product at a glance. Purely decorative. */
export function RecordingCard() {
  return (
    <Paper
      elevation={0}
      aria-label="Example of a showing being recorded"
      role="img"
      sx={{
        p: { xs: 2.5, sm: 3 },
        borderRadius: 4,
        border: 1,
        borderColor: 'divider',
        boxShadow: '0 30px 60px -25px rgba(15, 23, 42, 0.35)',
        maxWidth: 460,
        mx: 'auto',
        bgcolor: 'background.paper',
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Box sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: 'error.main' }} />
          <Typography variant="body2" sx={{ fontWeight: 700, color: 'error.main' }}>
            Recording
          </Typography>
        </Stack>
        <Typography sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontWeight: 600, fontSize: 18 }}>02:47</Typography>
      </Stack>
      <Typography variant="subtitle2" component="p" color="text.secondary" sx={{ mt: 0.5 }}>
        142 Maple Grove Lane · Showing with the Parkers
      </Typography>

      <Stack direction="row" spacing={2.5} sx={{ alignItems: 'center', my: 3 }}>
        <Box
          sx={{
            width: 64,
            height: 64,
            flexShrink: 0,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            color: 'common.white',
            bgcolor: 'error.main',
            animation: `${pulse} 2s infinite`,
            '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
          }}
        >
          <Mic fontSize="large" />
        </Box>
        <Stack direction="row" spacing={0.6} sx={{ alignItems: 'center', height: 48, flexGrow: 1 }}>
          {bars.map((height, index) => (
            <Box
              key={index}
              sx={{
                flex: 1,
                height: `${height * 100}%`,
                borderRadius: 4,
                background: 'linear-gradient(180deg, #60a5fa, #1d4ed8)',
                transformOrigin: 'center',
                animation: `${wave} ${0.9 + (index % 4) * 0.15}s ease-in-out ${index * 0.07}s infinite`,
                '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
              }}
            />
          ))}
        </Stack>
      </Stack>

      <Stack spacing={1.25} sx={{ p: 2, borderRadius: 2, bgcolor: 'grey.50', border: 1, borderColor: 'grey.100' }}>
        {transcript.map((line) => (
          <Box key={line.text}>
            <Typography variant="caption" sx={{ fontWeight: 700, textTransform: 'uppercase', letterSpacing: '0.06em', color: line.category === 'Repairs needed' ? 'warning.dark' : 'secondary.main' }}>
              {line.category}
            </Typography>
            <Typography variant="body2">{line.text}</Typography>
          </Box>
        ))}
      </Stack>

      <Stack direction="row" sx={{ mt: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="body2" color="text.secondary">
          Estimated repairs
        </Typography>
        <Chip label="$2,400 – $3,900" color="primary" sx={{ fontWeight: 700 }} />
      </Stack>
    </Paper>
  );
}
