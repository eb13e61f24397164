import CheckCircle from '@mui/icons-material/CheckCircle';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import { paths } from '@/config/paths';

/** The end of a checkout: what happened, and the way on (the app also goes there by itself). */
export function CheckoutDone({ title, description }: { title: string; description: string }) {
  return (
    <Paper variant="outlined" role="status" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center', maxWidth: 560, mx: 'auto', mt: { xs: 1, sm: 3 } }}>
      <CheckCircle color="success" sx={{ fontSize: 56 }} aria-hidden />
      <Typography variant="h5" component="h1" sx={{ mt: 1.5, fontWeight: 800 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {description}
      </Typography>
      <Button component={RouterLink} to={paths.dashboard.getHref()} variant="contained" size="large">
        Go to Dashboard
      </Button>
    </Paper>
  );
}
