import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { type ReactNode, type Ref, useId } from 'react';

export interface SectionCardProps {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  /** Shown at the right of the heading (buttons, badges). */
  action?: ReactNode;
  children: ReactNode;
  /** The heading can take focus, so a newly revealed section can be announced and scrolled to. */
  headingRef?: Ref<HTMLHeadingElement>;
  headingLevel?: 'h2' | 'h3';
}

/** A titled card that is also a named region of the page. */
export function SectionCard({ title, description, icon, action, children, headingRef, headingLevel = 'h2' }: SectionCardProps) {
  const headingId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2.5, sm: 3 } } }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5, mb: 2.5 }}>
          {icon && (
            <Box
              aria-hidden
              sx={{ width: 36, height: 36, borderRadius: 2, display: 'grid', placeItems: 'center', flexShrink: 0, bgcolor: 'rgba(29, 78, 216, 0.08)', color: 'primary.main' }}
            >
              {icon}
            </Box>
          )}
          <Box sx={{ flex: '1 1 0', minWidth: 0 }}>
            <Typography
              id={headingId}
              ref={headingRef}
              tabIndex={headingRef ? -1 : undefined}
              variant="h6"
              component={headingLevel}
              sx={{ fontWeight: 700, lineHeight: 1.3, outline: 'none', scrollMarginTop: 88 }}
            >
              {title}
            </Typography>
            {description && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
                {description}
              </Typography>
            )}
          </Box>
          {action && <Box sx={{ flexShrink: 0 }}>{action}</Box>}
        </Box>
        {children}
      </CardContent>
    </Card>
  );
}
