import { useMemo, useState } from 'react';

import { ApiError } from '@/lib/api-client';

import {
  emptyComparableDraft,
  fromComparablesResponse,
  newRowKey,
  rowFieldOfServerKey,
  toComparableDraft,
  withoutRow,
  toRatesDraft,
  toSaveRequest,
} from './api/adapter';
import { type Comparable, type ComparablesResponse, DEFAULT_FEATURE_RATES, type FeatureRates, MAX_COMPARABLES, type SaveComparablesRequest } from './api/types';
import { type ComparableDraft, type ComparableField, type RatesDraft, comparableSchema, problemsOf, ratesSchema } from './schemas';

/** The rows and rates as typed: what a draft kept on the device holds. */
export interface ComparablesDraftState {
  rows: ComparableDraft[];
  rates: RatesDraft;
}

const fieldId = (rowKey: string, field: string) => `${rowKey}.${field}`;

/** The messages shown on one row, by field. */
export type RowProblems = Partial<Record<ComparableField, string>>;

const comparableFieldNames: readonly ComparableField[] = [
  'address',
  'status',
  'price',
  'date',
  'squareFeet',
  'bedrooms',
  'bathrooms',
  'yearBuilt',
  'distanceMiles',
  'lotSizeAcres',
  'percentAdjustment',
];
const rateId = (rate: keyof FeatureRates) => `rates.${rate}`;

function clientProblems(rows: readonly ComparableDraft[], rates: RatesDraft): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const row of rows) {
    for (const [field, message] of Object.entries(problemsOf(comparableSchema, row))) problems[fieldId(row.key, field)] = message;
  }
  for (const [rate, message] of Object.entries(problemsOf(ratesSchema, rates))) problems[`rates.${rate}`] = message;
  return problems;
}

/**
 * The comparables and adjustment rates being edited, before they are saved: the rows as typed,
 * their problems (shown once a box was left or a save was tried), and the server's refusals
 * pinned to the row they name until that row changes.
 */
export function useComparablesDraft(initial?: ComparablesResponse, restored?: ComparablesDraftState) {
  // Restored rows get new keys: the keys of the page that saved them may be handed out again.
  const [start] = useState(() => (restored ? { rows: restored.rows.map((row) => ({ ...row, key: newRowKey() })), rates: restored.rates } : fromComparablesResponse(initial)));
  const [rows, setRows] = useState<ComparableDraft[]>(start.rows);
  const [rates, setRates] = useState<RatesDraft>(start.rates);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [checked, setChecked] = useState(false);
  const [serverProblems, setServerProblems] = useState<Record<string, string>>({});
  /** Bumped by a failed check, so the editor can move to the first box that needs attention. */
  const [focusRequest, setFocusRequest] = useState(0);

  const problems = useMemo(() => clientProblems(rows, rates), [rows, rates]);

  const problemFor = (id: string): string | undefined => serverProblems[id] ?? (checked || touched.has(id) ? problems[id] : undefined);

  // The edits only set state from what it was, so they stay the same functions across renders
  // and a row that did not change need not be drawn again.
  const actions = useMemo(() => {
    const forgetServerProblems = (prefix: string) =>
      setServerProblems((current) => {
        if (!Object.keys(current).some((key) => key.startsWith(prefix))) return current;
        return Object.fromEntries(Object.entries(current).filter(([key]) => !key.startsWith(prefix)));
      });
    const touchId = (id: string) => setTouched((current) => (current.has(id) ? current : new Set(current).add(id)));
    return {
      add() {
        setRows((current) => (current.length >= MAX_COMPARABLES ? current : [...current, emptyComparableDraft()]));
      },
      remove(rowKey: string) {
        setRows((current) => current.filter((row) => row.key !== rowKey));
        forgetServerProblems(`${rowKey}.`);
      },
      update(rowKey: string, change: Partial<Omit<ComparableDraft, 'key'>>) {
        setRows((current) => current.map((row) => (row.key === rowKey ? { ...row, ...change } : row)));
        forgetServerProblems(`${rowKey}.`);
      },
      touch(rowKey: string, field: ComparableField) {
        touchId(fieldId(rowKey, field));
      },
      setRate(rate: keyof FeatureRates, value: string) {
        setRates((current) => ({ ...current, [rate]: value }));
        forgetServerProblems(rateId(rate));
      },
      touchRate(rate: keyof FeatureRates) {
        touchId(rateId(rate));
      },
      resetRates() {
        setRates(toRatesDraft(DEFAULT_FEATURE_RATES));
        forgetServerProblems('rates.');
      },
      /** Adds imported comparables after the ones entered, as many as fit under the cap. */
      append(comparables: readonly Comparable[]) {
        setRows((current) => [...current, ...comparables.slice(0, MAX_COMPARABLES - current.length).map(toComparableDraft)]);
      },
    };
  }, []);

  return {
    ...actions,
    /** The edits as one object that stays the same across renders. */
    actions,
    rows,
    rates,
    room: MAX_COMPARABLES - rows.length,
    focusRequest,
    ratesChanged: JSON.stringify(rates) !== JSON.stringify(toRatesDraft(DEFAULT_FEATURE_RATES)),

    problem: (rowKey: string, field: ComparableField) => problemFor(fieldId(rowKey, field)),
    rateProblem: (rate: keyof FeatureRates) => problemFor(rateId(rate)),
    /** The problems shown on one row, by field. */
    rowProblems(rowKey: string): RowProblems {
      const shown: RowProblems = {};
      for (const field of comparableFieldNames) {
        const problem = problemFor(fieldId(rowKey, field));
        if (problem) shown[field] = problem;
      }
      return shown;
    },

    /** True when every row and rate can be saved; otherwise every problem shows. */
    check(): boolean {
      setChecked(true);
      const ok = Object.keys(problems).length === 0;
      if (!ok) setFocusRequest((n) => n + 1);
      return ok;
    },
    toRequest: (): SaveComparablesRequest => toSaveRequest(rows, rates),

    /** Pins the server's per-row messages (`comparables.{index}.{field}`, `rates.{rate}`) to their boxes. */
    showServerProblems(error: unknown) {
      if (!(error instanceof ApiError)) return;
      const pinned: Record<string, string> = {};
      for (const [key, message] of Object.entries(error.fields)) {
        const rowField = rowFieldOfServerKey(key);
        const row = rowField ? rows[rowField.index] : undefined;
        if (rowField && row) pinned[fieldId(row.key, rowField.field)] = withoutRow(message);
        else if (/^rates\.\w+$/.test(key)) pinned[key] = message;
      }
      setServerProblems(pinned);
      if (Object.keys(pinned).length > 0) setFocusRequest((n) => n + 1);
    },
  };
}

export type ComparablesDraft = ReturnType<typeof useComparablesDraft>;
