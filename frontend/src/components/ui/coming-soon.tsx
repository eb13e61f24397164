import Construction from '@mui/icons-material/Construction';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

/** Placeholder for a screen that a later release fills in. */
export function ComingSoon({ title, description, backTo, backLabel }: { title: string; description: string; backTo: string; backLabel: string }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 4, sm: 6 }, textAlign: 'center', maxWidth: 640, mx: 'auto', mt: { xs: 2, sm: 4 } }}>
      <Construction color="primary" sx={{ fontSize: 48 }} />
      <Typography variant="h4" component="h1" sx={{ mt: 2, fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5, mb: 3 }}>
        {description}
      </Typography>
      <Button component={RouterLink} to={backTo} variant="contained">
        {backLabel}
      </Button>
    </Paper>
  );
}
