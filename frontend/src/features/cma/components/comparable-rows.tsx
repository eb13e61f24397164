import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { memo } from 'react';

import type { ComparableDraft, ComparableTextField } from '../schemas';
import type { ComparablesDraft, RowProblems } from '../use-comparables-draft';
import { AdjustmentSlider } from './adjustment-slider';
import { ComparableStatusSelect, ComparableTextInput, type RowActions, comparableFields, inputName } from './comparable-inputs';

interface RowsProps {
  draft: ComparablesDraft;
  disabled?: boolean;
}

interface RowProps {
  actions: RowActions;
  row: ComparableDraft;
  index: number;
  problems: RowProblems;
  disabled?: boolean;
}

/** A row is drawn again only when it, its place, its messages or the busy state changed. */
function sameRow(before: RowProps, after: RowProps): boolean {
  if (before.row !== after.row || before.index !== after.index || before.disabled !== after.disabled || before.actions !== after.actions) return false;
  const fields = new Set([...Object.keys(before.problems), ...Object.keys(after.problems)]) as Set<keyof RowProblems>;
  return [...fields].every((field) => before.problems[field] === after.problems[field]);
}

/** Column widths of the wide table; the address takes what is left. */
const tableColumns: { field: ComparableTextField; width?: number }[] = [
  { field: 'address' },
  { field: 'price', width: 108 },
  { field: 'date', width: 160 },
  { field: 'squareFeet', width: 80 },
  { field: 'bedrooms', width: 56 },
  { field: 'bathrooms', width: 60 },
  { field: 'yearBuilt', width: 72 },
  { field: 'distanceMiles', width: 60 },
  { field: 'lotSizeAcres', width: 64 },
];

function RemoveButton({ actions, row, index, disabled }: Omit<RowProps, 'problems'>) {
  return (
    <IconButton aria-label={`Remove comparable ${index + 1}`} onClick={() => actions.remove(row.key)} disabled={disabled} size="small" sx={{ color: 'text.secondary' }}>
      <DeleteOutlined fontSize="small" />
    </IconButton>
  );
}

function Adjustment({ actions, row, index, disabled }: Omit<RowProps, 'problems'>) {
  return (
    <AdjustmentSlider
      value={row.percentAdjustment}
      onChange={(percentAdjustment) => actions.update(row.key, { percentAdjustment })}
      label={inputName('Adjustment', index)}
      disabled={disabled}
    />
  );
}

const TableComparable = memo(function TableComparable({ actions, row, index, problems, disabled }: RowProps) {
  const common = { actions, row, index, disabled };
  return (
    <TableBody sx={{ '& td': { verticalAlign: 'top' }, '&:not(:last-of-type) tr:last-of-type td': { borderBottom: 1, borderColor: 'divider' } }}>
      <TableRow sx={{ '& td': { borderBottom: 0, pt: 1.5 } }}>
        {tableColumns.map(({ field }) => (
          <TableCell key={field}>
            <ComparableTextInput {...common} field={field} problem={problems[field]} showLabel={false} />
          </TableCell>
        ))}
        <TableCell>
          <RemoveButton {...common} />
        </TableCell>
      </TableRow>
      <TableRow sx={{ '& td': { pb: 1.5 } }}>
        <TableCell>
          <ComparableStatusSelect {...common} problem={problems.status} showLabel />
        </TableCell>
        <TableCell colSpan={tableColumns.length}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', pl: 1 }}>
            <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0, fontWeight: 600 }}>
              Adjustment
            </Typography>
            <Box sx={{ flex: 1, maxWidth: 420 }}>
              <Adjustment {...common} />
            </Box>
          </Stack>
        </TableCell>
      </TableRow>
    </TableBody>
  );
}, sameRow);

/**
 * md and up: one comparable per pair of table rows, the facts on the first and its status and
 * ±% adjustment on the second, so the whole row fits the form's width.
 */
export function ComparablesTable({ draft, disabled }: RowsProps) {
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Comparable sales" sx={{ tableLayout: 'fixed', minWidth: 780, '& td, & th': { px: 0.5 }, '& td .MuiInputBase-input': { px: 1.25 } }}>
        <TableHead>
          <TableRow sx={{ '& th': { color: 'text.secondary', fontWeight: 600, whiteSpace: 'nowrap', pb: 1 } }}>
            {tableColumns.map(({ field, width }) => (
              <TableCell key={field} sx={{ width }}>
                {comparableFields[field].heading}
              </TableCell>
            ))}
            <TableCell sx={{ width: 44 }}>
              <Box component="span" sx={visuallyHidden}>
                Remove
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        {draft.rows.map((row, index) => (
          <TableComparable key={row.key} actions={draft.actions} row={row} index={index} problems={draft.rowProblems(row.key)} disabled={disabled} />
        ))}
      </Table>
    </TableContainer>
  );
}

const CardComparable = memo(function CardComparable({ actions, row, index, problems, disabled }: RowProps) {
  const common = { actions, row, index, disabled, showLabel: true };
  return (
    <Paper component="li" variant="outlined" aria-label={`Comparable ${index + 1}`} sx={{ p: 1.5, bgcolor: 'grey.50' }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
          Comparable {index + 1}
        </Typography>
        <RemoveButton actions={actions} row={row} index={index} disabled={disabled} />
      </Stack>
      <Grid container spacing={1.5}>
        <Grid size={12}>
          <ComparableTextInput {...common} field="address" problem={problems.address} />
        </Grid>
        <Grid size={6}>
          <ComparableStatusSelect {...common} problem={problems.status} />
        </Grid>
        <Grid size={6}>
          <ComparableTextInput {...common} field="price" problem={problems.price} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <ComparableTextInput {...common} field="date" problem={problems.date} />
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          <ComparableTextInput {...common} field="squareFeet" problem={problems.squareFeet} />
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          <ComparableTextInput {...common} field="distanceMiles" problem={problems.distanceMiles} />
        </Grid>
        <Grid size={{ xs: 6, sm: 4 }}>
          <ComparableTextInput {...common} field="bedrooms" problem={problems.bedrooms} />
        </Grid>
        <Grid size={{ xs: 6, sm: 4 }}>
          <ComparableTextInput {...common} field="bathrooms" problem={problems.bathrooms} />
        </Grid>
        <Grid size={{ xs: 6, sm: 4 }}>
          <ComparableTextInput {...common} field="yearBuilt" problem={problems.yearBuilt} />
        </Grid>
        <Grid size={{ xs: 6, sm: 4 }}>
          <ComparableTextInput {...common} field="lotSizeAcres" problem={problems.lotSizeAcres} />
        </Grid>
        <Grid size={12}>
          <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
            Adjustment
          </Typography>
          <Adjustment actions={actions} row={row} index={index} disabled={disabled} />
        </Grid>
      </Grid>
    </Paper>
  );
}, sameRow);

/** Phones and small tablets: each comparable is a card of stacked boxes. */
export function ComparableCards({ draft, disabled }: RowsProps) {
  return (
    <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {draft.rows.map((row, index) => (
        <CardComparable key={row.key} actions={draft.actions} row={row} index={index} problems={draft.rowProblems(row.key)} disabled={disabled} />
      ))}
    </Stack>
  );
}

// Strings, not numbers: in `sx` a width of 1 would mean 100%.
const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;
