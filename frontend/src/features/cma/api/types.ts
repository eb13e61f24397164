import type { components } from '@/types/api';

type Schemas = components['schemas'];

// The server's market-analysis shapes, generated from its OpenAPI document (JSON, camelCase,
// money in whole dollars). Only `./adapter.ts` reads them, so when the server renames a field the
// build fails there and nowhere else.

export type ComparableStatus = 'sold' | 'active' | 'pending';

/** A comparable sale or listing as the server stores it for a showing. */
export type Comparable = Schemas['ComparableResponse'];
/** A comparable as it is sent; the server checks every field and names the row of a bad one. */
export type ComparableRequest = Schemas['ComparableRequest'];
/** Dollars per unit of difference between a comparable and the subject home. */
export type FeatureRates = Schemas['FeatureRatesResponse'];

/** GET/PUT `/api/showings/{id}/comparables`. */
export type ComparablesResponse = Schemas['ComparablesResponse'];
export type SaveComparablesRequest = Schemas['ReplaceComparablesRequest'];

/** A showing as the server answers it; its `details` carry the subject home's facts. */
export type Showing = Schemas['Showing'];
/** The subject home's facts a showing carries for its market analysis; each may be unknown. */
export type SubjectFacts = Pick<Schemas['ShowingDetailsResponse'], 'squareFeet' | 'bedrooms' | 'bathrooms' | 'yearBuilt' | 'lotSizeAcres'>;
/** PUT `/api/showings/{id}/subject`: every fact, null when unknown. */
export type HomeFactsRequest = Schemas['HomeFactsRequest'];

/** POST `/api/comparables/parse`: what a CSV holds, stored nowhere. */
export type ImportPreviewResponse = Schemas['ImportPreviewResponse'];

/** `content.marketAnalysis` of a showing's "cma" report (absent on the comprehensive one). */
export type MarketAnalysisResponse = Schemas['MarketAnalysisResponse'];
export type AnalysedComparableResponse = Schemas['AdjustedComparableResponse'];

/** A report of a showing as `GET /api/reports/{showingId}` lists it. */
export type ServerReport = Schemas['Report'];

export type ListPosition = 'below' | 'within' | 'above';

/** The server's starting rates; the agent changes them to suit their market. */
export const DEFAULT_FEATURE_RATES: FeatureRates = {
  perBedroom: 10_000,
  perBathroom: 7_500,
  perSquareFoot: 50,
  perYearOfAge: 1_000,
};

/** The most comparables one showing can have. */
export const MAX_COMPARABLES = 50;

/** The largest CSV the server reads (413 above it), checked before uploading. */
export const MAX_CSV_BYTES = 1024 * 1024;

export const COMPARABLE_STATUSES: readonly ComparableStatus[] = ['sold', 'active', 'pending'];

export const PERCENT_ADJUSTMENT = { min: -20, max: 20, step: 5 } as const;
