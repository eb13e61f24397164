import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Edit from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

import { SectionCard } from '@/components/ui/section-card';
import { capitalize, formatMoney, formatMoneyRange } from '@/lib/format';

import type { ReportItemResponse } from '../types';

/** A rule between the list's items (a divider element would not be a list item). */
const LIST_RULE = '& > li + li';

export type CostItem = ReportItemResponse;

export interface CostTotals {
  typical: number;
  low: number;
  high: number;
  /** Items that need a contractor quote; they are not in the totals. */
  unpriced: number;
}

/** What the agent can do with the items of a table; without it the table is read-only. */
/** Something shown under an item's description (its photos). */
export type RenderItemExtra = (item: CostItem) => ReactNode;

export interface CostItemActions {
  onAdd: () => void;
  onEdit: (item: CostItem) => void;
  onRemove: (item: CostItem) => void;
}

/** Hidden from sight, read by screen readers (a column heading with no visible text). */
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

const priorities: Record<string, { label: string; color: ChipProps['color'] }> = {
  safety: { label: 'Safety', color: 'error' },
  soon: { label: 'Soon', color: 'warning' },
  cosmetic: { label: 'Cosmetic', color: 'default' },
};

function PriorityChip({ priority }: { priority: string }) {
  const known = priorities[priority] ?? { label: capitalize(priority), color: 'default' as const };
  return <Chip size="small" label={known.label} color={known.color} variant={known.color === 'default' ? 'outlined' : 'filled'} sx={{ fontWeight: 600 }} />;
}

const isPriced = (item: CostItem) => item.lowCost != null && item.highCost != null;

function rangeOf(item: CostItem): string {
  return isPriced(item) ? formatMoneyRange(item.lowCost as number, item.highCost as number) : '—';
}

function typicalOf(item: CostItem): string {
  return item.estimatedCost != null ? formatMoney(item.estimatedCost) : 'Quote needed';
}

/** The agent typed these figures; they are not the catalog's. */
function AgentFigureBadge() {
  return <Chip size="small" label="Agent's figure" color="info" variant="outlined" sx={{ fontWeight: 600, height: 22, '& .MuiChip-label': { px: 1 } }} />;
}

function ItemDescription({ item, withCategory = false }: { item: CostItem; withCategory?: boolean }) {
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {item.description}
      </Typography>
      {withCategory && (
        <Typography variant="caption" component="p" color="text.secondary">
          {capitalize(item.category)}
        </Typography>
      )}
      {item.agentFigure && (
        <Box sx={{ my: 0.5 }}>
          <AgentFigureBadge />
        </Box>
      )}
      {item.note && (
        <Typography variant="caption" sx={{ color: isPriced(item) ? 'text.secondary' : 'warning.dark', fontWeight: isPriced(item) ? 400 : 600 }}>
          {item.note}
        </Typography>
      )}
    </>
  );
}

function unpricedLine(count: number): string | null {
  if (count === 0) return null;
  return count === 1
    ? '1 item needs a contractor quote and is not included in the total.'
    : `${count} items need a contractor quote and are not included in the total.`;
}

/** Edit and Remove, named after the item so a screen reader says which one. */
function RowActions({ item, actions }: { item: CostItem; actions: CostItemActions }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
      <Tooltip title="Edit">
        <IconButton aria-label={`Edit ${item.description}`} onClick={() => actions.onEdit(item)} sx={{ width: 44, height: 44 }}>
          <Edit fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title="Remove">
        <IconButton aria-label={`Remove ${item.description}`} onClick={() => actions.onRemove(item)} sx={{ width: 44, height: 44, '&:hover': { color: 'error.main' } }}>
          <DeleteOutline fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}

interface ItemsProps {
  items: CostItem[];
  totals: CostTotals;
  totalLabel: string;
  actions?: CostItemActions;
  itemExtra?: RenderItemExtra;
}

function ItemsTable({ label, items, totals, totalLabel, actions, itemExtra }: ItemsProps & { label: string }) {
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow sx={{ '& th': { color: 'text.secondary', fontWeight: 600, whiteSpace: 'nowrap' } }}>
            <TableCell sx={{ pl: 0 }}>Item</TableCell>
            <TableCell sx={{ width: 100 }}>Priority</TableCell>
            <TableCell align="right" sx={{ width: 150 }}>
              Cost range
            </TableCell>
            <TableCell align="right" sx={{ pr: actions ? undefined : 0, width: 110 }}>
              Typical
            </TableCell>
            {actions && (
              <TableCell align="right" sx={{ pr: 0, width: 96 }}>
                <Box component="span" sx={visuallyHidden}>
                  Actions
                </Box>
              </TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.id} sx={{ verticalAlign: 'top', '& td': { py: 1.5 } }}>
              <TableCell sx={{ pl: 0 }}>
                <ItemDescription item={item} withCategory />
                {itemExtra?.(item)}
              </TableCell>
              <TableCell>
                <PriorityChip priority={item.priority} />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                {rangeOf(item)}
              </TableCell>
              <TableCell
                align="right"
                sx={{ pr: actions ? undefined : 0, whiteSpace: 'nowrap', fontWeight: 600, fontVariantNumeric: 'tabular-nums', color: item.estimatedCost == null ? 'warning.dark' : undefined }}
              >
                {typicalOf(item)}
              </TableCell>
              {actions && (
                <TableCell align="right" sx={{ pr: 0, py: '2px !important' }}>
                  <RowActions item={item} actions={actions} />
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow sx={{ '& td': { borderBottom: 0, color: 'text.primary', fontSize: 15, fontWeight: 700, pt: 1.5 } }}>
            <TableCell colSpan={2} sx={{ pl: 0 }}>
              {totalLabel}
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
              {formatMoneyRange(totals.low, totals.high)}
            </TableCell>
            <TableCell align="right" sx={{ pr: actions ? undefined : 0, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
              {formatMoney(totals.typical)}
            </TableCell>
            {actions && <TableCell sx={{ pr: 0 }} />}
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}

function CardFigureLabel({ children }: { children: string }) {
  return (
    <Typography variant="caption" component="span" color="text.secondary" sx={{ mr: 0.75, textTransform: 'uppercase', letterSpacing: 0.4, fontWeight: 600 }}>
      {children}
    </Typography>
  );
}

/** On a phone each item is a small card instead of a wide table row; the list has the table's name. */
function ItemsList({ label, items, totals, totalLabel, actions, itemExtra }: ItemsProps & { label: string }) {
  return (
    <Stack spacing={1.5} component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, [LIST_RULE]: { borderTop: 1, borderColor: 'divider', pt: 1.5 } }}>
      {items.map((item) => (
        <Box component="li" key={item.id}>
          <ItemDescription item={item} />
          {itemExtra?.(item)}
          <Stack direction="row" spacing={1} sx={{ mt: 0.75, alignItems: 'center' }}>
            <PriorityChip priority={item.priority} />
            <Typography variant="caption" color="text.secondary">
              {capitalize(item.category)}
            </Typography>
          </Stack>
          {/* The table names these columns in its heading; a card names them beside the figures. */}
          <Stack direction="row" sx={{ mt: 0.75, justifyContent: 'space-between', alignItems: 'baseline', fontVariantNumeric: 'tabular-nums' }}>
            <Box>
              <CardFigureLabel>Range</CardFigureLabel>
              <Typography variant="body2" component="span" color="text.secondary">
                {rangeOf(item)}
              </Typography>
            </Box>
            <Box>
              <CardFigureLabel>Typical</CardFigureLabel>
              <Typography variant="body2" component="span" sx={{ fontWeight: 700, color: item.estimatedCost == null ? 'warning.dark' : undefined }}>
                {typicalOf(item)}
              </Typography>
            </Box>
          </Stack>
          {actions && (
            <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
              <Button aria-label={`Edit ${item.description}`} onClick={() => actions.onEdit(item)} variant="outlined" size="small" startIcon={<Edit />} sx={{ minHeight: 44, flex: 1 }}>
                Edit
              </Button>
              <Button
                aria-label={`Remove ${item.description}`}
                onClick={() => actions.onRemove(item)}
                variant="outlined"
                color="error"
                size="small"
                startIcon={<DeleteOutline />}
                sx={{ minHeight: 44, flex: 1 }}
              >
                Remove
              </Button>
            </Stack>
          )}
        </Box>
      ))}
      <Box component="li" sx={{ pt: 0.5 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
          <Typography sx={{ fontWeight: 700 }}>{totalLabel}</Typography>
          <Typography sx={{ fontWeight: 800, fontVariantNumeric: 'tabular-nums' }}>{formatMoney(totals.typical)}</Typography>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
          {formatMoneyRange(totals.low, totals.high)}
        </Typography>
      </Box>
    </Stack>
  );
}

function SectionAction({ count, actions }: { count: number; actions?: CostItemActions }) {
  const countText =
    count > 0 ? (
      <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
        {count === 1 ? '1 item' : `${count} items`}
      </Typography>
    ) : null;
  if (!actions) return countText && <Box sx={{ pt: 0.75 }}>{countText}</Box>;
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      <Box sx={{ display: { xs: 'none', sm: 'block' } }}>{countText}</Box>
      <Button onClick={actions.onAdd} variant="outlined" size="small" startIcon={<Add />} sx={{ minHeight: 40, whiteSpace: 'nowrap' }}>
        Add item
      </Button>
    </Stack>
  );
}

/**
 * Required Repairs or Desired Upgrades (spec §2): each item with its cost range, then the totals.
 * With `actions` each item can be edited or removed and items can be added.
 */
export function CostItemsSection({
  title,
  icon,
  items,
  totals,
  totalLabel,
  emptyText,
  actions,
  itemExtra,
}: {
  title: string;
  icon: ReactNode;
  items: CostItem[];
  totals: CostTotals;
  totalLabel: string;
  emptyText: string;
  actions?: CostItemActions;
  itemExtra?: RenderItemExtra;
}) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const unpriced = unpricedLine(totals.unpriced);
  return (
    <SectionCard title={title} icon={icon} action={<SectionAction count={items.length} actions={actions} />}>
      {items.length === 0 ? (
        <Typography color="text.secondary">{emptyText}</Typography>
      ) : phone ? (
        <ItemsList label={title} items={items} totals={totals} totalLabel={totalLabel} actions={actions} itemExtra={itemExtra} />
      ) : (
        <ItemsTable label={title} items={items} totals={totals} totalLabel={totalLabel} actions={actions} itemExtra={itemExtra} />
      )}
      {unpriced && items.length > 0 && (
        <Typography variant="body2" sx={{ mt: 1.5, color: 'warning.dark' }}>
          {unpriced}
        </Typography>
      )}
    </SectionCard>
  );
}
