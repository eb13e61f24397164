import * as yup from 'yup';

import { parseDecimal, parseDollars, parseWhole } from '@/lib/parse-number';

import { type ComparableStatus, type FeatureRates, PERCENT_ADJUSTMENT } from './api/types';

// The limits and messages of the server's comparable and home-fact checks, so a box reads the
// same wherever it is refused ("Price must be more than zero").

/** Well above any house ($10 billion), as the server caps prices. */
const PRICE_MAX = 10_000_000_000;
export const ADDRESS_MAX_LENGTH = 200;
const SQUARE_FEET_MAX = 100_000;
const ROOMS_MAX = 50;
const YEAR_BUILT_EARLIEST = 1600;
/** Acres. */
const LOT_SIZE_MAX = 100_000;
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
  percentAdjustment: number;
}

export type ComparableField = Exclude<keyof ComparableDraft, 'key'>;
export type ComparableTextField = Exclude<ComparableField, 'status' | 'percentAdjustment'>;

export type RatesDraft = Record<keyof FeatureRates, string>;

/** The subject home's facts, in the order the boxes show them. */
export const SUBJECT_FACT_FIELDS = ['squareFeet', 'bedrooms', 'bathrooms', 'yearBuilt', 'lotSizeAcres'] as const;
export type SubjectFactField = (typeof SUBJECT_FACT_FIELDS)[number];
/** The home's facts as they are being typed; an empty box is an unknown fact. */
export type SubjectFactsDraft = Record<SubjectFactField, string>;

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

/** New construction is sold before it is finished, so next year is the latest year built. */
export const latestYearBuilt = () => new Date().getFullYear() + 1;

const optional = (parse: (raw: string) => number | null, label: string, expected: string, check: (n: number) => string | null) =>
  yup
    .string()
    .default('')
    .test('number', function test(value) {
      const parsed = parse(value ?? '');
      if (parsed === null) return true;
      const problem = Number.isNaN(parsed) ? `must be ${expected}` : check(parsed);
      return problem === null || this.createError({ message: `${label} ${problem}` });
    });

/** The facts a comparable and the subject home share, with the server's limits and messages. */
const homeFacts = () => ({
  squareFeet: optional(parseWhole, 'Square feet', 'a whole number', (n) =>
    n <= 0 ? 'must be more than zero' : n > SQUARE_FEET_MAX ? 'must be at most 100,000' : null,
  ),
  bedrooms: optional(parseWhole, 'Bedrooms', 'a whole number', (n) => (n > ROOMS_MAX ? `must be between 0 and ${ROOMS_MAX}` : null)),
  bathrooms: optional(parseDecimal, 'Bathrooms', 'a number such as 2 or 2.5', (n) =>
    !Number.isInteger(n * 2) ? 'must be a whole or half number, such as 2 or 2.5' : n > ROOMS_MAX ? `must be between 0 and ${ROOMS_MAX}` : null,
  ),
  yearBuilt: optional(parseWhole, 'Year built', 'a year such as 1995', (n) =>
    n < YEAR_BUILT_EARLIEST || n > latestYearBuilt() ? `must be between ${YEAR_BUILT_EARLIEST} and ${latestYearBuilt()}` : null,
  ),
});

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
  date: yup
    .string()
    .default('')
    .required('Date is required')
    .test('date', 'Date must be a date such as 2026-03-14', (value) => isCalendarDate(value ?? ''))
    .test('past', 'Date must not be in the future', (value) => !isCalendarDate(value ?? '') || (value ?? '') <= today()),
  ...homeFacts(),
  distanceMiles: optional(parseDecimal, 'Distance', 'a number of miles, such as 0.4', () => null),
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

/** The subject home's facts (all optional), as the new-showing form and the server check them. */
export const subjectFactsSchema = yup.object({
  ...homeFacts(),
  lotSizeAcres: optional(parseDecimal, 'Lot size', 'a number of acres, such as 0.25', (n) =>
    n <= 0 ? 'must be more than zero' : n > LOT_SIZE_MAX ? 'must be at most 100,000 acres' : null,
  ),
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
