import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CssBaseline from '@mui/material/CssBaseline';
import Typography from '@mui/material/Typography';
import { ThemeProvider } from '@mui/material/styles';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';

import { Toaster } from '@/lib/toast';

import { theme } from './theme';

/**
 * Spec §9: answers never go stale on their own and nothing refetches automatically;
 * no retries. Screens refresh data explicitly after a change (mutate).
 */
export const swrConfig: SWRConfiguration = {
  shouldRetryOnError: false,
  errorRetryCount: 0,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  refreshInterval: 0,
};

class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Unhandled error in the interface', error, info.componentStack);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Box role="alert" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}>
        <Box>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            Something went wrong
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
            Please reload the page. If the problem continues, try again in a few minutes.
          </Typography>
          <Button variant="contained" onClick={() => window.location.reload()}>
            Reload
          </Button>
        </Box>
      </Box>
    );
  }
}

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SWRConfig value={swrConfig}>
        <ErrorBoundary>{children}</ErrorBoundary>
        <Toaster />
      </SWRConfig>
    </ThemeProvider>
  );
}
