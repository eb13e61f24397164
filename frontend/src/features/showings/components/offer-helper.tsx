import Calculate from '@mui/icons-material/Calculate';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { SectionCard } from '@/components/ui/section-card';
import { formatMoney, formatMoneyRange } from '@/lib/format';

import type { Offer } from '../api/repair-request';
import { SummaryLine } from './investment-summary';

const NEEDS_ANALYSIS = 'Needs a completed market analysis';
const NEEDS_LIST_PRICE = 'Needs a list price';
/** Where a figure cannot be computed: never a guess. */
const MISSING = '—';

/**
 * The numbers a buyer's agent writes an offer with, each as the server computed it from the
 * report, the market analysis and the repair request. A figure the data cannot give says what it
 * needs instead of showing a guess.
 */
export function OfferHelper({ offer }: { offer: Offer }) {
  const value = offer.valuePoint != null && offer.valueLow != null && offer.valueHigh != null ? offer.valuePoint : null;
  const quotes = offer.unpricedRepairs === 1 ? '1 repair needs a quote' : `${offer.unpricedRepairs} repairs need a quote`;
  return (
    <SectionCard title="Offer Numbers" icon={<Calculate fontSize="small" />} description="From this report, the comparable sales and the repair request.">
      <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
        <SummaryLine label="List price" value={offer.listPrice != null ? formatMoney(offer.listPrice) : MISSING} detail={offer.listPrice != null ? undefined : NEEDS_LIST_PRICE} />
        <SummaryLine
          label="Market value"
          value={value != null ? formatMoney(value) : MISSING}
          detail={value != null ? `Range ${formatMoneyRange(offer.valueLow ?? 0, offer.valueHigh ?? 0)}` : NEEDS_ANALYSIS}
        />
        <SummaryLine
          label="Typical repairs"
          value={formatMoney(offer.typicalRepairs)}
          detail={offer.unpricedRepairs > 0 ? `${quotes} (not included)` : undefined}
        />
        <SummaryLine
          label="Condition-adjusted value"
          value={offer.conditionAdjustedValue != null ? formatMoney(offer.conditionAdjustedValue) : MISSING}
          detail={offer.conditionAdjustedValue != null ? 'Market value less typical repairs' : NEEDS_ANALYSIS}
        />
        <SummaryLine label="Credits requested" value={formatMoney(offer.requestedCredits)} />
        <SummaryLine
          label="Effective price"
          value={offer.effectivePrice != null ? formatMoney(offer.effectivePrice) : MISSING}
          detail={offer.effectivePrice != null ? 'List price less the credits requested' : NEEDS_LIST_PRICE}
          strong
        />
      </Stack>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1.5 }}>
        Estimates from the showing report and the comparable sales the agent chose. Not an appraisal.
      </Typography>
    </SectionCard>
  );
}
