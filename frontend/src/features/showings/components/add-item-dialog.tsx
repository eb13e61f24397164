import Search from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContent from '@mui/material/DialogContent';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Form, Formik, type FormikHelpers } from 'formik';
import { type FormEvent, useId, useState } from 'react';

import { DialogFormActions, ResponsiveDialog, dialogFormStyle } from '@/components/ui/responsive-dialog';
import { ApiError } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { formatMoney } from '@/lib/format';
import { parseDecimal } from '@/lib/parse-number';
import { toast } from '@/lib/toast';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useUnauthorizedHandler } from '@/lib/unauthorized';

import type { AddReportItemRequest, ItemKind } from '../api/editing-types';
import { useAddReportItem } from '../api/report-items';
import { type CatalogItem, useCatalogSearch } from '../api/search-catalog';
import { QUANTITY_INVALID, QUANTITY_REQUIRED, type ReportItemValues, emptyItemValues, kindLabels, reportItemSchema, toAddItemRequest } from '../item-schemas';
import { serverProblem } from '../server-problem';
import type { Report } from '../types';
import { FIGURES_HINT_OPTIONAL } from './item-dialogs';
import { ItemFields } from './item-fields';

/** The catalog is asked once typing pauses this long. */
export const CATALOG_SEARCH_DELAY_MS = 300;
const CATALOG_RESULTS = 8;
const MIN_QUERY = 2;
export const PICK_REQUIRED = 'Choose an item from the list';

const withCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Whole dollars, or dollars and cents for all three figures when small per-unit prices need them ($3.50 a sq ft). */
function priceFormatter(item: CatalogItem): (dollars: number) => string {
  const figures = [item.low, item.typical, item.high];
  const needsCents = figures.some((dollars) => dollars < 100 && !Number.isInteger(dollars));
  return needsCents ? (dollars) => withCents.format(dollars) : formatMoney;
}

/** "each", "per sq ft", "per project". */
const perUnit = (unit: string) => (unit === 'each' ? 'each' : `per ${unit}`);

/** Only items priced by a count or a size take a quantity; a project is one project. */
const takesQuantity = (item: CatalogItem) => item.unit !== 'project';

function rangeLine(item: CatalogItem): string {
  const price = priceFormatter(item);
  const range = item.low === item.high ? price(item.low) : `${price(item.low)} – ${price(item.high)}`;
  return `${range} ${perUnit(item.unit)} · typically ${price(item.typical)}`;
}

/** A count starts at one; a size (sq ft, linear ft, watts) is the agent's to give. */
const startingQuantity = (item: CatalogItem) => (item.unit === 'each' ? '1' : '');

type Outcome = { ok: true } | { ok: false; error: unknown };

interface PickProps {
  report: Report;
  kind: ItemKind;
  busy: boolean;
  onAdd: (body: AddReportItemRequest) => Promise<Outcome>;
  onCustom: (description: string) => void;
  onCancel: () => void;
}

/** Search the cost catalog (debounced), pick an entry, give a quantity. */
function CatalogPick({ report, kind, busy, onAdd, onCustom, onCancel }: PickProps) {
  const [text, setText] = useState('');
  const settled = useDebouncedValue(text.trim(), CATALOG_SEARCH_DELAY_MS);
  const search = useCatalogSearch(settled.length >= MIN_QUERY ? { q: settled, limit: CATALOG_RESULTS, showingId: report.showingId } : null);
  const [picked, setPicked] = useState<CatalogItem | null>(null);
  const [quantity, setQuantity] = useState('1');
  const [errors, setErrors] = useState<{ pick?: string; quantity?: string; problem?: string }>({});
  const many = kindLabels[kind].many;
  const results = settled.length >= MIN_QUERY ? (search.data?.items ?? []) : [];
  const resultsId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!picked) {
      setErrors({ pick: PICK_REQUIRED });
      return;
    }
    const body: AddReportItemRequest = { kind, catalogKey: picked.key };
    if (takesQuantity(picked)) {
      const parsed = parseDecimal(quantity);
      if (parsed === null || Number.isNaN(parsed) || parsed <= 0) {
        setErrors({ quantity: parsed === null ? QUANTITY_REQUIRED : QUANTITY_INVALID });
        return;
      }
      body.quantity = parsed;
    }
    setErrors({});
    const outcome = await onAdd(body);
    if (outcome.ok) return;
    const fields = outcome.error instanceof ApiError ? outcome.error.fields : {};
    setErrors({ pick: fields.catalogKey, quantity: fields.quantity, problem: serverProblem(outcome.error) });
  };

  return (
    <form noValidate aria-label="Add from the catalog" onSubmit={(event) => void submit(event)} style={dialogFormStyle}>
      <DialogContent dividers>
        <Stack spacing={2}>
          {errors.problem && <Alert severity="error">{errors.problem}</Alert>}
          <TextField
            label="Search the cost catalog"
            value={text}
            onChange={(event) => setText(event.target.value)}
            // Enter searches as typing does; it must not add whatever happens to be picked.
            onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
            placeholder="e.g. water heater"
            autoFocus
            fullWidth
            helperText={`Prices are for this home's region. Type at least ${MIN_QUERY} letters.`}
            slotProps={{
              input: { startAdornment: <InputAdornment position="start"><Search fontSize="small" /></InputAdornment> },
              htmlInput: { autoComplete: 'off', 'aria-controls': resultsId },
            }}
          />
          <Box sx={{ minHeight: 4 }}>{search.isValidating && <LinearProgress aria-label="Searching the catalog" />}</Box>
          {search.error && settled.length >= MIN_QUERY ? (
            <Alert severity="error">The catalog could not be searched: {serverProblem(search.error)}</Alert>
          ) : results.length > 0 ? (
            <List id={resultsId} role="listbox" aria-label="Catalog items" disablePadding sx={{ border: 1, borderColor: errors.pick ? 'error.main' : 'divider', borderRadius: 2, overflow: 'hidden' }}>
              {results.map((item) => {
                const selected = picked?.key === item.key;
                return (
                  <ListItemButton
                    key={item.key}
                    role="option"
                    aria-selected={selected}
                    selected={selected}
                    onClick={() => {
                      if (picked?.key !== item.key) setQuantity(startingQuantity(item));
                      setPicked(item);
                      setErrors({});
                    }}
                    divider
                    sx={{ display: 'block', py: 1.25, minHeight: 56 }}
                  >
                    <Typography sx={{ fontWeight: 600 }}>{item.label}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {item.category} · {item.kind === 'repair' ? 'Repair' : 'Upgrade'}
                    </Typography>
                    <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                      {rangeLine(item)}
                    </Typography>
                  </ListItemButton>
                );
              })}
            </List>
          ) : settled.length >= MIN_QUERY && search.data && !search.isValidating ? (
            <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
              <Typography color="text.secondary">Nothing in the catalog matches “{settled}”.</Typography>
              <Button onClick={() => onCustom(settled)} sx={{ minHeight: 44 }}>
                Add “{settled}” as your own item
              </Button>
            </Stack>
          ) : null}
          {errors.pick && (
            <Typography variant="body2" color="error" role="alert">
              {errors.pick}
            </Typography>
          )}
          {picked && (
            <Box sx={{ p: 2, borderRadius: 2, bgcolor: 'grey.50', border: 1, borderColor: 'divider' }}>
              <Typography variant="body2" color="text.secondary">
                Adding to {many}
              </Typography>
              <Typography sx={{ fontWeight: 700 }}>{picked.label}</Typography>
              {takesQuantity(picked) && (
                <TextField
                  label={picked.unit === 'each' ? 'Quantity' : `Quantity (${picked.unit})`}
                  value={quantity}
                  onChange={(event) => {
                    setQuantity(event.target.value);
                    setErrors((current) => ({ ...current, quantity: undefined }));
                  }}
                  error={Boolean(errors.quantity)}
                  helperText={errors.quantity ?? (picked.unit === 'each' ? undefined : `The size in ${picked.unit}`)}
                  placeholder={picked.unit === 'each' ? undefined : 'e.g. 200'}
                  sx={{ mt: 1.5, maxWidth: 220 }}
                  fullWidth
                  slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
                />
              )}
            </Box>
          )}
        </Stack>
      </DialogContent>
      <DialogFormActions submitLabel={`Add to ${many}`} busy={busy} onCancel={onCancel} />
    </form>
  );
}

/** The agent's own item: a description, and figures only when all three are known. */
function CustomItemForm({ kind, description, busy, onAdd, onCancel }: Omit<PickProps, 'report' | 'onCustom'> & { description: string }) {
  const [problem, setProblem] = useState<string | null>(null);
  const onSubmit = async (values: ReportItemValues, helpers: FormikHelpers<ReportItemValues>) => {
    setProblem(null);
    const outcome = await onAdd(toAddItemRequest(values));
    if (outcome.ok) return;
    applyServerFieldErrors(outcome.error, values, helpers.setErrors);
    setProblem(serverProblem(outcome.error));
  };
  return (
    <Formik initialValues={{ ...emptyItemValues(kind), description }} validationSchema={reportItemSchema()} onSubmit={onSubmit}>
      <Form noValidate aria-label="Add your own item" style={dialogFormStyle}>
        <DialogContent dividers>
          <Stack spacing={2}>
            {problem && <Alert severity="error">{problem}</Alert>}
            <ItemFields figuresHint={FIGURES_HINT_OPTIONAL} />
          </Stack>
        </DialogContent>
        <DialogFormActions submitLabel={`Add to ${kindLabels[kind].many}`} busy={busy} onCancel={onCancel} />
      </Form>
    </Formik>
  );
}

type Mode = 'catalog' | 'custom';

/** "Add item" on a table: from the cost catalog, or the agent's own item with its own figures. */
export function AddItemDialog({ report, kind, onClose }: { report: Report; kind: ItemKind; onClose: () => void }) {
  const add = useAddReportItem(report.showingId, report.id);
  const handleUnauthorized = useUnauthorizedHandler();
  const [mode, setMode] = useState<Mode>('catalog');
  const [customDescription, setCustomDescription] = useState('');
  const one = kindLabels[kind].one;

  const onAdd = async (body: AddReportItemRequest): Promise<Outcome> => {
    try {
      await add.trigger(body);
    } catch (error) {
      // The sign-in redirect says what happened; the dialog shows nothing more.
      if (handleUnauthorized(error)) return { ok: true };
      return { ok: false, error };
    }
    onClose();
    toast({ title: 'Item Added', description: `Added to ${kindLabels[kind].many}; the totals are updated.` });
    return { ok: true };
  };

  return (
    <ResponsiveDialog title={`Add ${one === 'upgrade' ? 'an upgrade' : 'a repair'}`} onClose={onClose} busy={add.isMutating}>
      <Tabs value={mode} onChange={(_, next: Mode) => setMode(next)} variant="fullWidth" aria-label="How to add the item" sx={{ borderBottom: 1, borderColor: 'divider', flexShrink: 0 }}>
        <Tab value="catalog" label="From the catalog" disabled={add.isMutating} />
        <Tab value="custom" label="Your own item" disabled={add.isMutating} />
      </Tabs>
      {mode === 'catalog' ? (
        <CatalogPick
          report={report}
          kind={kind}
          busy={add.isMutating}
          onAdd={onAdd}
          onCustom={(description) => {
            setCustomDescription(description);
            setMode('custom');
          }}
          onCancel={onClose}
        />
      ) : (
        <CustomItemForm kind={kind} description={customDescription} busy={add.isMutating} onAdd={onAdd} onCancel={onClose} />
      )}
    </ResponsiveDialog>
  );
}
