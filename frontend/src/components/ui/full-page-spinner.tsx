import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Shown while the session resolves or a lazy screen loads. */
export function FullPageSpinner({ minHeight = '100vh' }: { minHeight?: string | number }) {
  return (
    <Box sx={{ minHeight, display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label="Loading" />
    </Box>
  );
}
