import type { HomeFactName } from './home-facts';

/** A number as people write it in a listing: "1,850", "2.5". */
const NUMBER = String.raw`(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)`;

const patterns: Record<HomeFactName, RegExp> = {
  squareFeet: new RegExp(String.raw`${NUMBER}\s*(?:sq\.?\s*(?:ft|feet)\.?|square\s*(?:feet|foot|ft)|sqft|sf)\b`, 'i'),
  bedrooms: new RegExp(String.raw`\b${NUMBER}\s*(?:-\s*)?(?:bed(?:room)?s?|bd|br)\b`, 'i'),
  bathrooms: new RegExp(String.raw`\b${NUMBER}\s*(?:-\s*)?(?:bath(?:room)?s?|ba)\b`, 'i'),
  yearBuilt: /\b(?:built|constructed)\s*(?:in\s*)?((?:1[6-9]|20)\d{2})\b|\b((?:1[6-9]|20)\d{2})\s*(?:build|construction)\b/i,
  lotSizeAcres: new RegExp(String.raw`${NUMBER}\s*(?:-\s*)?acres?\b`, 'i'),
};

/**
 * The home's facts a description states ("3 bed, 2 bath ranch, 1,850 sq ft, built 1998"), as the
 * fact boxes take them; a fact the description does not state is left out.
 */
export function factsFromDescription(description: string): Partial<Record<HomeFactName, string>> {
  const facts: Partial<Record<HomeFactName, string>> = {};
  for (const [name, pattern] of Object.entries(patterns) as [HomeFactName, RegExp][]) {
    const match = pattern.exec(description);
    const value = match?.slice(1).find((group) => group !== undefined);
    if (value) facts[name] = name === 'squareFeet' ? value.replace(/,/g, '') : value;
  }
  return facts;
}
