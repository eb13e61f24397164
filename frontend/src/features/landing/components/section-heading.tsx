import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export function SectionHeading({ id, eyebrow, title, subtitle }: { id: string; eyebrow: string; title: string; subtitle: string }) {
  return (
    <Box sx={{ textAlign: 'center', maxWidth: 680, mx: 'auto', mb: { xs: 5, md: 7 } }}>
      <Typography variant="overline" color="primary" sx={{ fontWeight: 700, letterSpacing: '0.12em' }}>
        {eyebrow}
      </Typography>
      <Typography id={id} variant="h2" sx={{ fontSize: { xs: 30, md: 40 }, fontWeight: 800, letterSpacing: '-0.03em', mt: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 2, fontSize: 18 }}>
        {subtitle}
      </Typography>
    </Box>
  );
}
