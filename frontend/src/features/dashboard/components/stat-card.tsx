import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export function StatCard({ label, value, caption, icon, loading = false }: { label: string; value: ReactNode; caption?: ReactNode; icon: ReactNode; loading?: boolean }) {
  return (
    <Card variant="outlined" component="section" aria-label={label} sx={{ height: '100%' }}>
      <CardContent sx={{ p: 2.5, '&:last-child': { pb: 2.5 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}>
          <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
            {label}
          </Typography>
          <Box sx={{ color: 'primary.main', display: 'flex' }}>{icon}</Box>
        </Box>
        <Typography component="div" sx={{ fontSize: 28, fontWeight: 800, letterSpacing: '-0.02em', lineHeight: 1.2 }}>
          {loading ? <Skeleton width={60} /> : value}
        </Typography>
        {caption && (
          <Box sx={{ mt: 0.75, color: 'text.secondary', typography: 'body2' }}>{caption}</Box>
        )}
      </CardContent>
    </Card>
  );
}
