import * as yup from 'yup';

import { parseDecimal, parseWhole } from '@/lib/parse-number';

/**
 * The home's own facts an agent can give for the market analysis: the same boxes (label,
 * keyboard, example) on the new-showing form and in "Edit comparables". Each is optional.
 */
export const homeFactFields = [
  { name: 'squareFeet', label: 'Square feet', inputMode: 'numeric', placeholder: '1,700' },
  { name: 'bedrooms', label: 'Bedrooms', inputMode: 'numeric', placeholder: '3' },
  { name: 'bathrooms', label: 'Bathrooms', inputMode: 'decimal', placeholder: '2.5' },
  { name: 'yearBuilt', label: 'Year built', inputMode: 'numeric', placeholder: '1995' },
  { name: 'lotSizeAcres', label: 'Lot size (acres)', inputMode: 'decimal', placeholder: '0.25' },
] as const;

export type HomeFactName = (typeof homeFactFields)[number]['name'];

/** The facts' names, in the order the boxes show them. */
export const homeFactNames: readonly HomeFactName[] = homeFactFields.map((field) => field.name);

// The server's limits and messages for a home's facts (a showing's home and each comparable), so a
// box reads the same wherever it is refused ("Square feet must be more than zero").
const SQUARE_FEET_MAX = 100_000;
const ROOMS_MAX = 50;
const YEAR_BUILT_EARLIEST = 1600;
/** Acres. */
const LOT_SIZE_MAX = 100_000;

/** New construction is sold before it is finished, so the server takes up to next year. */
export const latestYearBuilt = () => new Date().getFullYear() + 1;

/** An optional number box: empty passes; otherwise `check` names the problem, if any. */
export const optionalNumber = (parse: (raw: string) => number | null, label: string, expected: string, check: (n: number) => string | null) =>
  yup
    .string()
    .default('')
    .test('number', function test(value) {
      const parsed = parse(value ?? '');
      if (parsed === null) return true;
      const problem = Number.isNaN(parsed) ? `must be ${expected}` : check(parsed);
      return problem === null || this.createError({ message: `${label} ${problem}` });
    });

/** The facts a comparable shares with the home being shown: size, rooms and age. */
export const sharedHomeFactRules = () => ({
  squareFeet: optionalNumber(parseWhole, 'Square feet', 'a whole number', (n) =>
    n <= 0 ? 'must be more than zero' : n > SQUARE_FEET_MAX ? 'must be at most 100,000' : null,
  ),
  bedrooms: optionalNumber(parseWhole, 'Bedrooms', 'a whole number', (n) => (n > ROOMS_MAX ? `must be between 0 and ${ROOMS_MAX}` : null)),
  bathrooms: optionalNumber(parseDecimal, 'Bathrooms', 'a number such as 2 or 2.5', (n) =>
    !Number.isInteger(n * 2) ? 'must be a whole or half number, such as 2 or 2.5' : n > ROOMS_MAX ? `must be between 0 and ${ROOMS_MAX}` : null,
  ),
  yearBuilt: optionalNumber(parseWhole, 'Year built', 'a year such as 1995', (n) =>
    n < YEAR_BUILT_EARLIEST || n > latestYearBuilt() ? `must be between ${YEAR_BUILT_EARLIEST} and ${latestYearBuilt()}` : null,
  ),
});

/** The home's facts (all optional) as the new-showing form, "Edit showing" and the market analysis check them. */
export const homeFactRules = () => ({
  ...sharedHomeFactRules(),
  lotSizeAcres: optionalNumber(parseDecimal, 'Lot size', 'a number of acres, such as 0.25', (n) =>
    n <= 0 ? 'must be more than zero' : n > LOT_SIZE_MAX ? 'must be at most 100,000 acres' : null,
  ),
});

/** The home's facts as a schema of their own. */
export const homeFactsSchema = yup.object(homeFactRules());

/** The facts as the server takes them, once the rules passed: numbers, null for an empty box (an unknown fact). */
export function toHomeFactsRequest(values: Record<HomeFactName, string>): Record<HomeFactName, number | null> {
  return {
    squareFeet: parseWhole(values.squareFeet),
    bedrooms: parseWhole(values.bedrooms),
    bathrooms: parseDecimal(values.bathrooms),
    yearBuilt: parseWhole(values.yearBuilt),
    lotSizeAcres: parseDecimal(values.lotSizeAcres),
  };
}
