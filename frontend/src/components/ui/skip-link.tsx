import Box from '@mui/material/Box';

/** The id of each layout's main region, which "Skip to content" moves to. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * The first thing a keyboard reaches: it jumps past the top bar to the page's content.
 *
 * Until the keyboard reaches it, it is clipped to nothing (screen readers still find it), rather
 * than parked just above the screen: a parked link showed wherever the page was drawn beyond the
 * top of the screen (a full-page capture of a scrolled page drew it over the content). Only
 * keyboard focus (`:focus-visible`) shows it, not a tap or focus moved by a script.
 */
export function SkipLink() {
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: 'tooltip',
        width: '1px',
        height: '1px',
        p: 0,
        m: 0,
        overflow: 'hidden',
        clip: 'rect(0 0 0 0)',
        clipPath: 'inset(50%)',
        whiteSpace: 'nowrap',
        borderRadius: 1,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontWeight: 700,
        textDecoration: 'none',
        '&:focus-visible': {
          width: 'auto',
          height: 'auto',
          px: 2,
          py: 1.25,
          overflow: 'visible',
          clip: 'auto',
          clipPath: 'none',
        },
      }}
    >
      Skip to content
    </Box>
  );
}
