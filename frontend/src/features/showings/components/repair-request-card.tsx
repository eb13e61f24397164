import Checklist from '@mui/icons-material/Checklist';
import Download from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';

import { SectionCard } from '@/components/ui/section-card';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatDateTime, formatMoney } from '@/lib/format';

import { type BasedOn, LIST_CHANGED, type Remedy, type RepairRequest, type RequestedItem } from '../api/repair-request';
import type { ReportItemResponse } from '../types';
import { SummaryLine } from './investment-summary';

/** The most one entry may ask for, as the server checks it. */
const MAX_AMOUNT = 1_000_000;
const MAX_NOTE = 500;

interface Choice {
  chosen: boolean;
  remedy: Remedy;
  amount: string;
  note: string;
}

type Choices = Record<string, Choice>;

const UNCHOSEN: Choice = { chosen: false, remedy: 'repair', amount: '', note: '' };

/** The choice for an item (every item of the report has one). */
const choiceOf = (choices: Choices, id: string): Choice => choices[id] ?? UNCHOSEN;

/** The form's starting point: the saved entries, and for every other item a repair at its typical cost. */
export function initialChoices(items: ReportItemResponse[], request: RepairRequest): Choices {
  const saved = new Map(request.items.map((entry) => [entry.itemId, entry]));
  return Object.fromEntries(
    items.map((item) => {
      const entry = saved.get(item.id);
      const choice: Choice = entry
        ? { chosen: true, remedy: entry.remedy as Remedy, amount: String(entry.amount), note: entry.note ?? '' }
        : { chosen: false, remedy: 'repair', amount: item.estimatedCost != null ? String(item.estimatedCost) : '', note: '' };
      return [item.id, choice];
    }),
  );
}

/** What is wrong with one ticked item's amount, as the server would say it; null when it is fine. */
export function amountProblem(choice: Choice): string | null {
  const text = choice.amount.replace(/[$,\s]/g, '');
  const amount = Number(text);
  if (text === '' || !Number.isFinite(amount) || amount < 0 || amount > MAX_AMOUNT) return 'Enter an amount from $0 to $1,000,000';
  if (choice.remedy === 'credit' && amount === 0) return 'Enter the credit to ask for';
  return null;
}

/** The ticked items as the API takes them, in the report's order. */
export function requestedItems(items: ReportItemResponse[], choices: Choices): RequestedItem[] {
  return items
    .filter((item) => choiceOf(choices, item.id).chosen)
    .map((item) => {
      const choice = choiceOf(choices, item.id);
      const note = choice.note.trim();
      return { itemId: item.id, remedy: choice.remedy, amount: Number(choice.amount.replace(/[$,\s]/g, '')), note: note || null };
    });
}

/** The server's per-entry messages (`items.2.amount`), keyed by item id and field. */
function serverProblems(error: unknown, sent: RequestedItem[]): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(error.fields ?? {})) {
    const match = /^items\.(\d+)\.(\w+)$/.exec(key);
    const entry = match ? sent[Number(match[1])] : undefined;
    if (entry && match) out[`${entry.itemId}.${match[2]}`] = message;
  }
  return out;
}

export interface RepairRequestCardProps {
  /** The report's repairs, then its upgrades. */
  items: ReportItemResponse[];
  request: RepairRequest;
  /** Saves the whole list over the one saved at `basedOn`; answers it as the server totals it. */
  onSave: (items: RequestedItem[], basedOn: BasedOn) => Promise<RepairRequest>;
  /** Reads the list as it is now, after a save was refused because it changed meanwhile. */
  onReload: () => Promise<RepairRequest>;
  /** The client asks through their link; the agent edits and exports. */
  audience: 'buyer' | 'agent';
  /** The agent's exports (PDF and CSV). */
  exports?: { pdf: string; csv: string };
}

/**
 * The repair-request list: tick the items to ask the seller for, choose a repair or a credit for
 * each, adjust the amount and add a note. The totals shown are the server's, computed from the
 * list as saved, so they never disagree with the PDF and the CSV.
 */
export function RepairRequestCard({ items, request, onSave, onReload, audience, exports }: RepairRequestCardProps) {
  const [choices, setChoices] = useState<Choices>(() => initialChoices(items, request));
  const [saved, setSaved] = useState<RepairRequest>(request);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const descriptions = useMemo(() => new Map(items.map((i) => [i.id, i.description])), [items]);

  const unsaved = useMemo(() => JSON.stringify(requestedItems(items, choices)) !== JSON.stringify(requestedItems(items, initialChoices(items, saved))), [items, choices, saved]);

  const change = (id: string, patch: Partial<Choice>) => {
    setChoices((current) => ({ ...current, [id]: { ...choiceOf(current, id), ...patch } }));
    setOutcome(null);
    setProblems((current) => {
      const rest = { ...current };
      for (const field of Object.keys(patch)) delete rest[`${id}.${field}`];
      if ('remedy' in patch) delete rest[`${id}.amount`];
      return rest;
    });
  };

  const save = async () => {
    const local: Record<string, string> = {};
    for (const item of items) {
      const choice = choiceOf(choices, item.id);
      if (!choice.chosen) continue;
      const problem = amountProblem(choice);
      if (problem) local[`${item.id}.amount`] = problem;
      if (choice.note.trim().length > MAX_NOTE) local[`${item.id}.note`] = `A note is at most ${MAX_NOTE} characters`;
    }
    setProblems(local);
    if (Object.keys(local).length > 0) {
      setOutcome({ ok: false, text: 'Please correct the highlighted amounts.' });
      return;
    }
    const sent = requestedItems(items, choices);
    setBusy(true);
    try {
      const answer = await onSave(sent, saved.updatedAt ?? null);
      setSaved(answer);
      setChoices(initialChoices(items, answer));
      setOutcome({ ok: true, text: audience === 'buyer' ? 'Sent to your agent.' : 'Repair request saved.' });
    } catch (error) {
      if (error instanceof ApiError && error.code === LIST_CHANGED) {
        // The other side saved meanwhile: show their list, never overwrite it unseen.
        const current = await onReload().catch(() => null);
        if (current) {
          setSaved(current);
          setChoices(initialChoices(items, current));
        }
        setProblems({});
      } else {
        setProblems(serverProblems(error, sent));
      }
      setOutcome({ ok: false, text: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  const description =
    audience === 'buyer'
      ? 'Tick what you would like the seller to fix or pay for, choose a repair or a credit, and send the list to your agent.'
      : 'Tick the items to ask the seller for, choose a repair or a credit for each, then export the list for an addendum.';

  return (
    <SectionCard title="Repair Request" description={description} icon={<Checklist fontSize="small" />}>
      {items.length === 0 ? (
        <Typography color="text.secondary">The report lists no repairs or upgrades to ask for.</Typography>
      ) : (
        <Stack spacing={1.5}>
          {items.map((item) => {
            const choice = choiceOf(choices, item.id);
            const amountError = problems[`${item.id}.amount`];
            const noteError = problems[`${item.id}.note`];
            const estimate = item.estimatedCost != null ? `estimate ${formatMoney(item.estimatedCost)}` : 'needs a contractor quote';
            return (
              <Box
                key={item.id}
                component="fieldset"
                aria-label={item.description}
                sx={{ m: 0, border: 1, borderColor: choice.chosen ? 'primary.main' : 'divider', borderRadius: 2, px: 1.5, py: 1, minWidth: 0 }}
              >
                <FormControlLabel
                  sx={{ alignItems: 'flex-start', mr: 0, width: '100%' }}
                  control={<Checkbox checked={choice.chosen} onChange={(event) => change(item.id, { chosen: event.target.checked })} sx={{ mt: -0.75 }} />}
                  label={
                    <Box sx={{ minWidth: 0 }}>
                      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{item.description}</Typography>
                      <Typography variant="body2" color="text.secondary">
                        {item.category} · {estimate}
                      </Typography>
                    </Box>
                  }
                />
                {choice.chosen && (
                  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 1, pl: { sm: 4 } }}>
                    <ToggleButtonGroup
                      exclusive
                      size="small"
                      color="primary"
                      value={choice.remedy}
                      onChange={(_, remedy: Remedy | null) => remedy && change(item.id, { remedy })}
                      aria-label="Ask for"
                      sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
                    >
                      <ToggleButton value="repair">Repair</ToggleButton>
                      <ToggleButton value="credit">Credit</ToggleButton>
                    </ToggleButtonGroup>
                    <TextField
                      label="Amount"
                      size="small"
                      value={choice.amount}
                      onChange={(event) => change(item.id, { amount: event.target.value })}
                      error={Boolean(amountError)}
                      helperText={amountError}
                      slotProps={{ input: { startAdornment: <InputAdornment position="start">$</InputAdornment> }, htmlInput: { inputMode: 'decimal' } }}
                      sx={{ width: { xs: '100%', sm: 150 } }}
                    />
                    <TextField
                      label="Note"
                      size="small"
                      value={choice.note}
                      onChange={(event) => change(item.id, { note: event.target.value })}
                      error={Boolean(noteError)}
                      helperText={noteError}
                      sx={{ flex: 1 }}
                    />
                  </Stack>
                )}
              </Box>
            );
          })}
        </Stack>
      )}

      <Box component="dl" sx={{ m: 0, mt: 2.5, display: 'grid', gap: 1.5 }} aria-label="Request totals">
        <SummaryLine label="Credits requested" value={formatMoney(saved.totals.credits)} />
        <SummaryLine label="Repairs requested (worth)" value={formatMoney(saved.totals.repairs)} />
        <SummaryLine label="Total requested" value={formatMoney(saved.totals.requested)} strong />
      </Box>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        {saved.updatedAt
          ? `${saved.totals.items === 1 ? '1 item' : `${saved.totals.items} items`} · saved by the ${saved.updatedBy === 'buyer' ? 'client' : 'agent'} ${formatDateTime(saved.updatedAt)}`
          : 'Nothing has been requested yet.'}
        {unsaved && ' · unsaved changes'}
      </Typography>

      {outcome && (
        <Alert severity={outcome.ok ? 'success' : 'error'} sx={{ mt: 2 }} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.text}
        </Alert>
      )}
      {Object.keys(problems).length > 0 && (
        <Typography variant="body2" color="error" sx={{ mt: 1 }}>
          {[...new Set(Object.keys(problems).map((key) => descriptions.get(key.split('.')[0] ?? '')))].filter(Boolean).join(', ')}
        </Typography>
      )}

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 2 }}>
        <Button variant="contained" onClick={save} disabled={busy || items.length === 0}>
          {audience === 'buyer' ? 'Send to My Agent' : 'Save Request'}
        </Button>
        {exports && (
          <>
            <Button variant="outlined" startIcon={<Download />} href={exports.pdf} disabled={unsaved}>
              Request PDF
            </Button>
            <Button variant="outlined" startIcon={<Download />} href={exports.csv} disabled={unsaved}>
              CSV
            </Button>
          </>
        )}
      </Stack>
    </SectionCard>
  );
}
