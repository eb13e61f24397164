import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { SectionCard } from '@/components/ui/section-card';
import { errorMessage } from '@/lib/api-client';
import { formatCents } from '@/lib/plans';
import { toast } from '@/lib/toast';
import { useUnauthorizedHandler } from '@/lib/unauthorized';

import { useBuyAdditionalReports } from '../api/buy-additional-reports';
import type { PackQuote } from '../api/types';
import { type PackPurchase, PackPurchaseDialog } from './pack-purchase-dialog';

/**
 * Add-on packs, in the sizes the server offers, at the agent's plan rate (spec §2, §9). Buying one asks
 * the server for the payment, then the payment step completes it in a dialog.
 */
export function ReportPacks({ packs, planName, title = 'Buy More Reports' }: { packs: PackQuote[]; planName: string; title?: string }) {
  const { trigger } = useBuyAdditionalReports();
  const handleUnauthorized = useUnauthorizedHandler();
  const [starting, setStarting] = useState<number | null>(null);
  const [purchase, setPurchase] = useState<PackPurchase | null>(null);
  const rate = packs[0] ? formatCents(packs[0].perReportCents) : null;

  const buy = async (pack: PackQuote) => {
    setStarting(pack.count);
    try {
      const answer = await trigger({ count: pack.count });
      setPurchase({ count: answer.count, totalCents: answer.totalCents, perReportCents: pack.perReportCents, clientSecret: answer.clientSecret });
    } catch (error) {
      if (!handleUnauthorized(error)) toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });
    } finally {
      setStarting(null);
    }
  };

  const onPaid = (paid: PackPurchase) => {
    setPurchase(null);
    toast({ title: 'Reports Added', description: `${paid.count} reports were added to your account. Unused pack reports carry over to next month.` });
  };

  return (
    <SectionCard
      title={title}
      description={`Add reports to your ${planName} plan${rate ? ` at ${rate} each` : ''}. Unused pack reports carry over to next month.`}
    >
      <Grid container spacing={2}>
        {packs.map((pack) => (
          <Grid key={pack.count} size={{ xs: 12, sm: 4 }}>
            <Paper variant="outlined" component="article" aria-label={`${pack.count} additional reports`} sx={{ p: 2.5, textAlign: 'center', height: '100%' }}>
              <Typography sx={{ fontSize: 32, fontWeight: 800, lineHeight: 1.1 }}>{pack.count}</Typography>
              <Typography variant="body2" color="text.secondary">
                additional reports
              </Typography>
              <Typography sx={{ fontSize: 22, fontWeight: 700, mt: 1.5 }}>{formatCents(pack.totalCents)}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {formatCents(pack.perReportCents)} per report
              </Typography>
              <Button variant="contained" fullWidth onClick={() => void buy(pack)} loading={starting === pack.count} disabled={starting !== null}>
                Buy {pack.count} reports
              </Button>
            </Paper>
          </Grid>
        ))}
      </Grid>
      <PackPurchaseDialog purchase={purchase} onClose={() => setPurchase(null)} onPaid={onPaid} />
    </SectionCard>
  );
}
