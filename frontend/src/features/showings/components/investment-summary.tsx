import Savings from '@mui/icons-material/Savings';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { SectionCard } from '@/components/ui/section-card';
import { formatMoney, formatMoneyRange } from '@/lib/format';

import type { ReportContentResponse } from '../types';

/**
 * One term and its value: a `div` holding only a `dt` and its `dd`s, as a description list allows.
 * The detail is a second `dd` of the same term; the rule between lines is a border, not an `hr`.
 */
export function SummaryLine({ label, value, detail, strong = false }: { label: string; value: string; detail?: string; strong?: boolean }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) auto',
        columnGap: 2,
        alignItems: 'baseline',
        '&:not(:first-of-type)': { borderTop: 1, borderColor: 'divider', pt: 1.5 },
      }}
    >
      <Typography component="dt" sx={{ fontWeight: strong ? 700 : 500, color: strong ? 'text.primary' : 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: strong ? 800 : 700, fontSize: strong ? 20 : 16, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
        {value}
      </Typography>
      {detail && (
        <Typography variant="caption" color="text.secondary" component="dd" sx={{ m: 0, gridColumn: '1 / -1', textAlign: 'right' }}>
          {detail}
        </Typography>
      )}
    </Box>
  );
}

/**
 * Spec §2: list price, plus repairs, total with all improvements (typical costs). Without a list
 * price nothing is invented: it says so and shows the improvement totals alone.
 */
export function InvestmentSummary({ content }: { content: ReportContentResponse }) {
  const repairs = `${formatMoney(content.totalRepairCost)} in repairs (typical)`;
  const upgrades = `${formatMoney(content.totalUpgradeCost)} in upgrades (typical)`;
  const listPrice = content.listPrice ?? null;

  return (
    <SectionCard title="Investment Summary" icon={<Savings fontSize="small" />}>
      {listPrice !== null ? (
        <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
          <SummaryLine label="List Price" value={formatMoney(listPrice)} />
          <SummaryLine label="Plus Repairs" value={formatMoney(content.totalWithRepairs ?? listPrice + content.totalRepairCost)} detail={`+ ${repairs}`} />
          <SummaryLine
            label="Total with All Improvements"
            value={formatMoney(content.totalWithUpgrades ?? listPrice + content.totalRepairCost + content.totalUpgradeCost)}
            detail={`+ ${upgrades}`}
            strong
          />
        </Stack>
      ) : (
        <>
          <Alert severity="info" variant="outlined" sx={{ mb: 2 }}>
            The list price was not provided, so only the repair and upgrade totals are shown.
          </Alert>
          <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
            <SummaryLine label="Repairs" value={formatMoney(content.totalRepairCost)} detail={`Range ${formatMoneyRange(content.totalRepairLow, content.totalRepairHigh)}`} />
            <SummaryLine label="Upgrades" value={formatMoney(content.totalUpgradeCost)} detail={`Range ${formatMoneyRange(content.totalUpgradeLow, content.totalUpgradeHigh)}`} />
          </Stack>
        </>
      )}
    </SectionCard>
  );
}
