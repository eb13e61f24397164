import { createTheme } from '@mui/material/styles';

import { BACKGROUND_COLOUR, BRAND_COLOUR } from '@/config/web-app-manifest';

/** The focus ring every control shows when reached by keyboard. */
export const FOCUS_RING = `3px solid ${BRAND_COLOUR}`;

export const theme = createTheme({
  palette: {
    primary: { main: BRAND_COLOUR, dark: '#1e3a8a', light: '#3b82f6' },
    secondary: { main: '#0e7490' },
    // Darker than the defaults, so white on a filled chip or button and the coloured text on white
    // reach 4.5:1 (the defaults' orange and light blue do not).
    warning: { main: '#b45309', dark: '#92400e', light: '#d97706', contrastText: '#ffffff' },
    info: { main: '#0369a1', dark: '#075985', light: '#0ea5e9', contrastText: '#ffffff' },
    background: { default: BACKGROUND_COLOUR, paper: '#ffffff' },
    text: { primary: '#0f172a', secondary: '#475569' },
    divider: '#e2e8f0',
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Liberation Sans", sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiCard: { styleOverrides: { root: { borderRadius: 14 } } },
    MuiPaper: { styleOverrides: { outlined: { borderColor: '#e2e8f0' } } },
    MuiTab: { styleOverrides: { root: { textTransform: 'none', fontWeight: 600, fontSize: 15 } } },
    MuiCssBaseline: {
      styleOverrides: {
        html: { scrollBehavior: 'smooth' },
        '@media (prefers-reduced-motion: reduce)': { html: { scrollBehavior: 'auto' } },
        // Every control reached by keyboard shows a ring. "html" outweighs the components' own
        // `outline: 0`; text boxes keep their focused border instead, which is their ring.
        'html :focus-visible': { outline: FOCUS_RING, outlineOffset: 2 },
        'html .MuiInputBase-input:focus-visible': { outline: 'none' },
      },
    },
  },
});
