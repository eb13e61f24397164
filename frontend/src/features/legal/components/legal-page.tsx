import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** When the policies last changed; shown under their titles. */
export const POLICIES_UPDATED = 'November 26, 2026';

/** A policy page: a title, when it changed, then its sections, at a readable line length. */
export function LegalPage({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <Box component="article" sx={{ maxWidth: 760, mx: 'auto' }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Last updated {POLICIES_UPDATED}
      </Typography>
      <Typography variant="body1" sx={{ mt: 3 }}>
        {intro}
      </Typography>
      <Stack spacing={4} sx={{ mt: 4 }}>
        {children}
      </Stack>
    </Box>
  );
}

/** One section: a second-level heading and its paragraphs or list. */
export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="h2" sx={{ fontSize: { xs: '1.25rem', md: '1.4rem' }, fontWeight: 600, mb: 1.5 }}>
        {title}
      </Typography>
      <Stack spacing={1.5} sx={{ '& ul': { m: 0, pl: 3 }, '& li': { mb: 0.75 } }}>
        {children}
      </Stack>
    </Box>
  );
}

export function Paragraph({ children }: { children: ReactNode }) {
  return <Typography variant="body1">{children}</Typography>;
}

export function List({ children }: { children: ReactNode }) {
  return (
    <Typography component="ul" variant="body1">
      {children}
    </Typography>
  );
}
