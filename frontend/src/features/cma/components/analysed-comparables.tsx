import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type Theme } from '@mui/material/styles';

import { formatMoney } from '@/lib/format';

import type { AnalysedComparable } from '../api/adapter';
import { formatDay, formatLot, formatPercentAdjustment, formatPerSqFt, formatSignedMoney, statusLabels } from '../format';

/** A rule between the list's items (a divider element would not be a list item). */
const LIST_RULE = '& > li + li';

const statusColors = { sold: 'success', active: 'info', pending: 'warning' } as const;

function StatusChip({ comparable }: { comparable: AnalysedComparable }) {
  return <Chip size="small" variant="outlined" color={statusColors[comparable.status]} label={statusLabels[comparable.status]} sx={{ fontWeight: 600, height: 22 }} />;
}

const perSqFt = (comparable: AnalysedComparable) => (comparable.adjustedPricePerSqFt != null ? formatPerSqFt(comparable.adjustedPricePerSqFt) : '—');
const squareFeet = (comparable: AnalysedComparable) => (comparable.squareFeet != null ? comparable.squareFeet.toLocaleString('en-US') : '—');

const numeric = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

function ComparablesTable({ comparables }: { comparables: AnalysedComparable[] }) {
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Comparables and adjustments" sx={{ minWidth: 720 }}>
        <TableHead>
          <TableRow sx={{ '& th': { color: 'text.secondary', fontWeight: 600, whiteSpace: 'nowrap' } }}>
            <TableCell sx={{ pl: 0 }}>Comparable</TableCell>
            <TableCell align="right">Price</TableCell>
            <TableCell align="right">Sq ft</TableCell>
            <TableCell align="right">Features</TableCell>
            <TableCell align="right">±%</TableCell>
            <TableCell align="right">Adjusted price</TableCell>
            <TableCell align="right" sx={{ pr: 0 }}>
              Adjusted $/sq ft
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {comparables.map((comparable, index) => (
            <TableRow key={`${comparable.address}-${index}`} sx={{ verticalAlign: 'top', '& td': { py: 1.25 } }}>
              <TableCell sx={{ pl: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {comparable.address}
                </Typography>
                <Stack direction="row" spacing={1} sx={{ mt: 0.5, alignItems: 'center' }}>
                  <StatusChip comparable={comparable} />
                  <Typography variant="caption" color="text.secondary">
                    {formatDay(comparable.date)}
                    {comparable.lotSizeAcres != null && ` · ${formatLot(comparable.lotSizeAcres)}`}
                  </Typography>
                </Stack>
              </TableCell>
              <TableCell align="right" sx={numeric}>
                {formatMoney(comparable.price)}
              </TableCell>
              <TableCell align="right" sx={numeric}>
                {squareFeet(comparable)}
              </TableCell>
              <TableCell align="right" sx={numeric}>
                {formatSignedMoney(comparable.featureAdjustment)}
              </TableCell>
              <TableCell align="right" sx={numeric}>
                {formatPercentAdjustment(comparable.percentAdjustment)}
              </TableCell>
              <TableCell align="right" sx={{ ...numeric, fontWeight: 700 }}>
                {formatMoney(comparable.adjustedPrice)}
              </TableCell>
              <TableCell align="right" sx={{ ...numeric, pr: 0, fontWeight: 700 }}>
                {perSqFt(comparable)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function Line({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ ...numeric, fontWeight: strong ? 700 : 500 }}>
        {value}
      </Typography>
    </Stack>
  );
}

/** On a phone each comparable is a small card: its price, adjustments and adjusted figures. */
function ComparableCards({ comparables }: { comparables: AnalysedComparable[] }) {
  return (
    <Stack component="ul" aria-label="Comparables and adjustments" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0, [LIST_RULE]: { borderTop: 1, borderColor: 'divider', pt: 1.5 } }}>
      {comparables.map((comparable, index) => (
        <Box component="li" key={`${comparable.address}-${index}`}>
          <Typography variant="body2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {comparable.address}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ mt: 0.5, mb: 1, alignItems: 'center' }}>
            <StatusChip comparable={comparable} />
            <Typography variant="caption" color="text.secondary">
              {formatDay(comparable.date)} · {squareFeet(comparable)} sq ft
              {comparable.lotSizeAcres != null && ` · ${formatLot(comparable.lotSizeAcres)}`}
            </Typography>
          </Stack>
          <Line label="Price" value={formatMoney(comparable.price)} />
          <Line label="Feature adjustment" value={formatSignedMoney(comparable.featureAdjustment)} />
          <Line label="± adjustment" value={formatPercentAdjustment(comparable.percentAdjustment)} />
          <Line label="Adjusted price" value={formatMoney(comparable.adjustedPrice)} strong />
          <Line label="Adjusted $/sq ft" value={perSqFt(comparable)} strong />
        </Box>
      ))}
    </Stack>
  );
}

/** Each comparable with its adjustments and what it indicates: a table, or cards on a phone. */
export function AnalysedComparables({ comparables }: { comparables: AnalysedComparable[] }) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (comparables.length === 0) return null;
  return phone ? <ComparableCards comparables={comparables} /> : <ComparablesTable comparables={comparables} />;
}
