import * as yup from 'yup';

import { type HomeFactName, optionalNumber, sharedHomeFactRules } from '@/lib/home-facts';
import { parseDecimal, parseDollars } from '@/lib/parse-number';

import { type ComparableStatus, type FeatureRates, PERCENT_ADJUSTMENT } from './api/types';

// The limits and messages of the server's comparable checks, so a box reads the same wherever it
// is refused ("Price must be more than zero"). The home facts' own are in `@/lib/home-facts`.

/** Well above any house ($10 billion), as the server caps prices. */
const PRICE_MAX = 10_000_000_000;
export const ADDRESS_MAX_LENGTH = 200;
/** The most any one adjustment rate may be ($1,000,000). */
const RATE_MAX = 1_000_000;

/** A comparable as it is being typed: every box holds text until it is saved. */
export interface ComparableDraft {
  /** Keeps a row's inputs in place while rows are added and removed. */
  key: string;
  address: string;
  status: ComparableStatus;
  price: string;
  date: string;
  squareFeet: string;
  bedrooms: string;
  bathrooms: string;
  yearBuilt: string;
  distanceMiles: string;
  lotSizeAcres: string;
  percentAdjustment: number;
}

export type ComparableField = Exclude<keyof ComparableDraft, 'key'>;
export type ComparableTextField = Exclude<ComparableField, 'status' | 'percentAdjustment'>;

export type RatesDraft = Record<keyof FeatureRates, string>;

/** The home's facts as they are being typed; an empty box is an unknown fact. */
export type SubjectFactsDraft = Record<HomeFactName, string>;

/** Today as "YYYY-MM-DD" in the agent's own time zone. */
export function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
}

export const comparableSchema = yup.object({
  address: yup
    .string()
    .default('')
    .trim()
    .required('Address is required')
    .max(ADDRESS_MAX_LENGTH, `Address must be at most ${ADDRESS_MAX_LENGTH} characters`),
  status: yup.string().oneOf(['sold', 'active', 'pending'], 'Status must be sold, active or pending').required('Status is required'),
  price: yup
    .string()
    .default('')
    .test('price', function test(value) {
      const parsed = parseDollars(value ?? '');
      if (parsed === null) return this.createError({ message: 'Price is required' });
      if (Number.isNaN(parsed)) return this.createError({ message: 'Price must be an amount in dollars, such as 525000' });
      if (parsed <= 0) return this.createError({ message: 'Price must be more than zero' });
      if (parsed > PRICE_MAX) return this.createError({ message: 'Price must be at most $10,000,000,000' });
      return true;
    }),
  // A sale needs its date; a listing on the market may have none (as the server decides).
  date: yup
    .string()
    .default('')
    .when('status', {
      is: 'sold',
      then: (schema) => schema.required('Date is required for a sale'),
    })
    .test('date', 'Date must be a date such as 2026-03-14', (value) => !value || isCalendarDate(value))
    .test('past', 'Date must not be in the future', (value) => !isCalendarDate(value ?? '') || (value ?? '') <= today()),
  ...sharedHomeFactRules(),
  distanceMiles: optionalNumber(parseDecimal, 'Distance', 'a number of miles, such as 0.4', () => null),
  lotSizeAcres: optionalNumber(parseDecimal, 'Lot size', 'a number of acres, such as 0.25', (n) =>
    n <= 0 ? 'must be more than zero' : n > 100_000 ? 'must be at most 100,000 acres' : null,
  ),
  percentAdjustment: yup
    .number()
    .default(0)
    .min(PERCENT_ADJUSTMENT.min, 'Adjustment must be between -20% and +20%')
    .max(PERCENT_ADJUSTMENT.max, 'Adjustment must be between -20% and +20%')
    .test('step', 'Adjustment must be a multiple of 5%', (value) => (value ?? 0) % PERCENT_ADJUSTMENT.step === 0),
});

const rate = (label: string) =>
  yup
    .string()
    .default('')
    .test('rate', function test(value) {
      const parsed = parseDollars(value ?? '');
      if (parsed === null) return this.createError({ message: `${label} is required (0 leaves it out)` });
      if (Number.isNaN(parsed)) return this.createError({ message: `${label} must be an amount in dollars` });
      if (parsed > RATE_MAX) return this.createError({ message: `${label} must be at most $1,000,000` });
      return true;
    });

export const ratesSchema = yup.object({
  perBedroom: rate('Per bedroom'),
  perBathroom: rate('Per bathroom'),
  perSquareFoot: rate('Per square foot'),
  perYearOfAge: rate('Per year of age'),
});

/** Every problem of a schema, keyed by field; empty when the value passes. */
export function problemsOf(schema: yup.AnyObjectSchema, value: object): Record<string, string> {
  try {
    schema.validateSync(value, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    const problems: Record<string, string> = {};
    for (const inner of error.inner.length > 0 ? error.inner : [error]) {
      if (inner.path && !(inner.path in problems)) problems[inner.path] = inner.message;
    }
    return problems;
  }
}
