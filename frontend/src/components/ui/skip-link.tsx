import Box from '@mui/material/Box';

/** The id of each layout's main region, which "Skip to content" moves to. */
export const MAIN_CONTENT_ID = 'main-content';

/** The first thing a keyboard reaches: it jumps past the top bar to the page's content. */
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
        px: 2,
        py: 1.25,
        borderRadius: 1,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontWeight: 700,
        textDecoration: 'none',
        transform: 'translateY(-200%)',
        '&:focus, &:focus-visible': { transform: 'none' },
      }}
    >
      Skip to content
    </Box>
  );
}
