import Download from '@mui/icons-material/Download';
import EditNote from '@mui/icons-material/EditNote';
import QueryStats from '@mui/icons-material/QueryStats';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { SectionCard } from '@/components/ui/section-card';
import { apiLinks } from '@/config/paths';
import { formatMoney, formatMoneyRange } from '@/lib/format';

import { type CompleteMarketAnalysis, type InsufficientMarketAnalysis, type MarketAnalysis, findMarketAnalysisReport, toMarketAnalysis, toSharedMarketAnalysis } from '../api/adapter';
import type { FeatureRates, ListPosition, MarketAnalysisResponse, ServerReport, Showing } from '../api/types';
import { countComparables, formatPerSqFt, formatSquareFeet } from '../format';
import { AnalysedComparables } from './analysed-comparables';
import { EditComparablesDialog } from './edit-comparables-dialog';

const positions: Record<ListPosition, { label: string; color: ChipProps['color'] }> = {
  below: { label: 'Below the range', color: 'success' },
  within: { label: 'Within the range', color: 'info' },
  above: { label: 'Above the range', color: 'warning' },
};

/** "$10,000 a bedroom, $7,500 a bathroom, $50 a sq ft and $1,000 a year of age". */
function ratesLine(rates: FeatureRates): string {
  return `${formatMoney(rates.perBedroom)} a bedroom, ${formatMoney(rates.perBathroom)} a bathroom, ${formatMoney(rates.perSquareFoot)} a sq ft and ${formatMoney(rates.perYearOfAge)} a year of age`;
}

/** "4% above the indicated value", "about the same as the indicated value". */
export function versusPoint(percent: number): string {
  const whole = Math.round(Math.abs(percent));
  if (whole === 0) return 'About the same as the indicated value';
  return `${whole}% ${percent > 0 ? 'above' : 'below'} the indicated value`;
}

function ValueRange({ analysis }: { analysis: CompleteMarketAnalysis }) {
  const { valueRange, subjectSquareFeet } = analysis;
  return (
    <Paper component="section" aria-label="Indicated value" variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, height: '100%', bgcolor: 'rgba(29, 78, 216, 0.04)', borderColor: 'rgba(29, 78, 216, 0.25)' }}>
      <Typography variant="overline" color="text.secondary" sx={{ fontWeight: 700, lineHeight: 1.5 }}>
        Indicated value
      </Typography>
      <Typography component="p" sx={{ fontWeight: 800, fontSize: { xs: 30, sm: 36 }, lineHeight: 1.15, letterSpacing: '-0.02em', fontVariantNumeric: 'tabular-nums' }} aria-label={`Indicated value ${formatMoney(valueRange.point)}`}>
        {formatMoney(valueRange.point)}
      </Typography>
      <Typography sx={{ mt: 0.5, fontVariantNumeric: 'tabular-nums' }}>
        Range <strong>{formatMoneyRange(valueRange.low, valueRange.high)}</strong>
      </Typography>
      {subjectSquareFeet != null && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          For this home&apos;s {formatSquareFeet(subjectSquareFeet)}
        </Typography>
      )}
    </Paper>
  );
}

function ListPricePosition({ analysis }: { analysis: CompleteMarketAnalysis }) {
  const { listPrice, listPosition, listVsPointPercent } = analysis;
  return (
    <Paper component="section" aria-label="List price" variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, height: '100%' }}>
      <Typography variant="overline" color="text.secondary" sx={{ fontWeight: 700, lineHeight: 1.5 }}>
        List price
      </Typography>
      {listPrice == null ? (
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          No list price was given, so it is not compared.
        </Typography>
      ) : (
        <>
          <Typography component="p" sx={{ fontWeight: 800, fontSize: { xs: 24, sm: 28 }, lineHeight: 1.2, fontVariantNumeric: 'tabular-nums' }}>
            {formatMoney(listPrice)}
          </Typography>
          <Stack direction="row" useFlexGap spacing={1} sx={{ mt: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            {listPosition && <Chip size="small" label={positions[listPosition].label} color={positions[listPosition].color} sx={{ fontWeight: 600 }} />}
            {listVsPointPercent != null && (
              <Typography variant="body2" color="text.secondary">
                {versusPoint(listVsPointPercent)}
              </Typography>
            )}
          </Stack>
        </>
      )}
    </Paper>
  );
}

function PricePerSquareFoot({ stats }: { stats: NonNullable<CompleteMarketAnalysis['pricePerSqFt']> }) {
  const cells: [string, number][] = [
    ['Low', stats.low],
    ['Median', stats.median],
    ['Average', stats.average],
    ['High', stats.high],
  ];
  return (
    <Box component="section" aria-label="Adjusted price per square foot">
      <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        Adjusted price per square foot
      </Typography>
      <Grid container spacing={1.5} component="dl" sx={{ m: 0 }}>
        {cells.map(([label, value]) => (
          <Grid key={label} size={{ xs: 6, sm: 3 }} sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 1.25 }}>
            <Typography component="dt" variant="caption" color="text.secondary" sx={{ fontWeight: 600, textTransform: 'uppercase', letterSpacing: '0.04em' }}>
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
              {formatPerSqFt(value)}
            </Typography>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}

function Narrative({ text, writer, note }: { text: string; writer?: 'estimator' | 'llm'; note?: string | null }) {
  if (!text.trim()) return null;
  const source = writer === 'llm' ? 'Worded by the AI writer; every figure in it was checked against the analysis.' : null;
  return (
    <Box>
      <Typography sx={{ whiteSpace: 'pre-wrap', lineHeight: 1.7 }}>{text}</Typography>
      {(source ?? note) && (
        <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 0.5 }}>
          {source ?? `Note: ${note}`}
        </Typography>
      )}
    </Box>
  );
}

function Complete({ analysis }: { analysis: CompleteMarketAnalysis }) {
  return (
    <Stack spacing={3}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <ValueRange analysis={analysis} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <ListPricePosition analysis={analysis} />
        </Grid>
      </Grid>
      {analysis.conditionSentence && (
        <Alert role="note" aria-label="Value once the repairs are counted" severity="info" icon={false} sx={{ fontSize: 16, fontWeight: 600, borderLeft: 4, borderColor: 'primary.main', '& .MuiAlert-message': { lineHeight: 1.6 } }}>
          {analysis.conditionSentence}
        </Alert>
      )}
      {analysis.pricePerSqFt && <PricePerSquareFoot stats={analysis.pricePerSqFt} />}
      <Box>
        <AnalysedComparables comparables={analysis.comparables} />
        {analysis.rates && (
          <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 1 }}>
            Features adjusted at {ratesLine(analysis.rates)}.
          </Typography>
        )}
      </Box>
      <Narrative text={analysis.narrative} writer={analysis.narrativeWriter} note={analysis.narrativeNote} />
    </Stack>
  );
}

/**
 * The market analysis in a report the agent shared with the client: the value and how it was
 * reached, read-only; nothing when the analysis has no value yet (that is the agent's to-do).
 */
export function SharedMarketAnalysis({ analysis }: { analysis: MarketAnalysisResponse }) {
  const complete = toSharedMarketAnalysis(analysis);
  if (!complete) return null;
  return (
    <SectionCard title="Comparative Market Analysis" icon={<QueryStats fontSize="small" />}>
      <Complete analysis={complete} />
    </SectionCard>
  );
}

/**
 * The narrative of an analysis without a value, when it says more than the list of what is
 * missing: the computed narrative is those same sentences, which the list already shows.
 */
export function narrativeBeyondNeeds(narrative: string, needs: readonly string[]): string | null {
  const rest = needs.reduce((text, need) => (need.trim() ? text.split(need.trim()).join(' ') : text), narrative);
  return rest.replace(/\s+/g, '') === '' ? null : narrative;
}

function Insufficient({ analysis }: { analysis: InsufficientMarketAnalysis }) {
  const needs = analysis.needs.length > 0 ? analysis.needs : ['Add comparable sales with their price, date and square footage to get an indicated value.'];
  const narrative = narrativeBeyondNeeds(analysis.narrative, needs);
  return (
    <Stack spacing={2.5}>
      <Alert severity="warning">
        <AlertTitle sx={{ fontWeight: 700 }}>Not enough information for an indicated value yet</AlertTitle>
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {needs.map((need) => (
            <li key={need}>{need}</li>
          ))}
        </Box>
      </Alert>
      <Typography variant="body2" color="text.secondary">
        Use Edit comparables to add the home&apos;s facts or correct sales and listings; the analysis is worked out again when you save.
      </Typography>
      <AnalysedComparables comparables={analysis.comparables} />
      {narrative && <Narrative text={narrative} />}
    </Stack>
  );
}

function Missing() {
  return (
    <Typography color="text.secondary">
      This report has no market analysis yet. Add comparable sales to see what similar homes indicate this one is worth.
    </Typography>
  );
}

function basisLine(analysis: MarketAnalysis | null): string {
  if (analysis === null || analysis.comparables.length === 0) return 'What comparable homes indicate this one is worth.';
  return `Based on ${countComparables(analysis.comparables.length)}.`;
}

/**
 * The showing's comparative market analysis (its "cma" report), below the report: the value the
 * comparables indicate and where the list price sits, or what is missing for one; and the editor
 * of the home's facts and the comparables.
 */
export function MarketAnalysisSection({
  showingId,
  showing,
  reports,
  refreshReports,
  updateShowing,
}: {
  showingId: number;
  /** The showing as the page shows it; its details carry the home's facts. */
  showing: Showing;
  reports: readonly ServerReport[];
  refreshReports: () => Promise<unknown>;
  /** Shows the showing as the server answered a change to it, wherever the page shows it. */
  updateShowing: (showing: Showing) => Promise<unknown>;
}) {
  const [editing, setEditing] = useState(false);
  const analysis = toMarketAnalysis(findMarketAnalysisReport(reports));

  return (
    <SectionCard title="Comparative Market Analysis" icon={<QueryStats fontSize="small" />} description={basisLine(analysis)}>
      <Stack direction="row" useFlexGap spacing={1.5} sx={{ mb: 2.5, flexWrap: 'wrap' }}>
        <Button variant="outlined" startIcon={<EditNote />} onClick={() => setEditing(true)}>
          Edit comparables
        </Button>
        {analysis?.pdfFilePath && (
          <Button href={apiLinks.reportPdf(analysis.showingId, analysis.reportId)} download startIcon={<Download />} color="inherit">
            Market analysis PDF
          </Button>
        )}
      </Stack>
      {analysis === null ? <Missing /> : analysis.status === 'complete' ? <Complete analysis={analysis} /> : <Insufficient analysis={analysis} />}
      {editing && (
        <EditComparablesDialog
          showingId={showingId}
          subject={showing.details}
          onClose={() => setEditing(false)}
          onSubjectSaved={updateShowing}
          onUpdated={refreshReports}
        />
      )}
    </SectionCard>
  );
}
