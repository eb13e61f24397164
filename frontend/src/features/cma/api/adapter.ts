// The one place that translates between the server's market-analysis shapes (./types.ts) and
// what the screens use. When the server's DTOs change, this file and ./types.ts change.

import { homeFactNames, toHomeFactsRequest } from '@/lib/home-facts';
import { parseDecimal, parseDollars, parseWhole } from '@/lib/parse-number';

import type { ComparableDraft, RatesDraft, SubjectFactsDraft } from '../schemas';
import {
  type AnalysedComparableResponse,
  type Comparable,
  type ComparableRequest,
  type ComparableStatus,
  type ComparablesResponse,
  DEFAULT_FEATURE_RATES,
  type FeatureRates,
  type ImportPreviewResponse,
  type ListPosition,
  type MarketAnalysisResponse,
  PERCENT_ADJUSTMENT,
  type SaveComparablesRequest,
  type ServerReport,
  type SubjectFacts,
  type HomeFactsRequest,
} from './types';

// ---- Comparables: server <-> editor rows ----

let lastKey = 0;
export const newRowKey = () => `comparable-${++lastKey}`;

const text = (value: number | null | undefined) => (value == null || Number.isNaN(value) ? '' : String(value));

/** The ±% a slider can show: a step of 5 from -20 to +20. */
export function snapPercent(value: number | null | undefined): number {
  const { min, max, step } = PERCENT_ADJUSTMENT;
  const snapped = Math.round((value ?? 0) / step) * step;
  return Math.min(max, Math.max(min, snapped)) || 0;
}

const isStatus = (value: unknown): value is ComparableStatus => value === 'sold' || value === 'active' || value === 'pending';

export function emptyComparableDraft(): ComparableDraft {
  return {
    key: newRowKey(),
    address: '',
    status: 'sold',
    price: '',
    date: '',
    squareFeet: '',
    bedrooms: '',
    bathrooms: '',
    yearBuilt: '',
    distanceMiles: '',
    lotSizeAcres: '',
    percentAdjustment: 0,
  };
}

export function toComparableDraft(comparable: Comparable): ComparableDraft {
  return {
    key: newRowKey(),
    address: comparable.address ?? '',
    status: isStatus(comparable.status) ? comparable.status : 'sold',
    price: text(comparable.price),
    date: (comparable.date ?? '').slice(0, 10),
    squareFeet: text(comparable.squareFeet),
    bedrooms: text(comparable.bedrooms),
    bathrooms: text(comparable.bathrooms),
    yearBuilt: text(comparable.yearBuilt),
    distanceMiles: text(comparable.distanceMiles),
    lotSizeAcres: text(comparable.lotSizeAcres),
    percentAdjustment: snapPercent(comparable.percentAdjustment),
  };
}

/** A row that passed `comparableSchema` as the server takes it; empty facts are sent as null. */
export function toComparable(draft: ComparableDraft): ComparableRequest {
  return {
    address: draft.address.trim(),
    status: draft.status,
    price: parseDollars(draft.price) ?? 0,
    date: draft.date || null,
    squareFeet: parseWhole(draft.squareFeet),
    bedrooms: parseWhole(draft.bedrooms),
    bathrooms: parseDecimal(draft.bathrooms),
    yearBuilt: parseWhole(draft.yearBuilt),
    distanceMiles: parseDecimal(draft.distanceMiles),
    lotSizeAcres: parseDecimal(draft.lotSizeAcres),
    percentAdjustment: draft.percentAdjustment,
  };
}

export function toRatesDraft(rates: FeatureRates | null | undefined): RatesDraft {
  const from = { ...DEFAULT_FEATURE_RATES, ...rates };
  return {
    perBedroom: text(from.perBedroom),
    perBathroom: text(from.perBathroom),
    perSquareFoot: text(from.perSquareFoot),
    perYearOfAge: text(from.perYearOfAge),
  };
}

export function toFeatureRates(draft: RatesDraft): FeatureRates {
  return {
    perBedroom: parseDollars(draft.perBedroom) ?? 0,
    perBathroom: parseDollars(draft.perBathroom) ?? 0,
    perSquareFoot: parseDollars(draft.perSquareFoot) ?? 0,
    perYearOfAge: parseDollars(draft.perYearOfAge) ?? 0,
  };
}

export function toSaveRequest(rows: readonly ComparableDraft[], rates: RatesDraft): SaveComparablesRequest {
  return { comparables: rows.map(toComparable), rates: toFeatureRates(rates) };
}

export function fromComparablesResponse(response: ComparablesResponse | undefined): { rows: ComparableDraft[]; rates: RatesDraft } {
  return { rows: (response?.comparables ?? []).map(toComparableDraft), rates: toRatesDraft(response?.rates) };
}

/** The server names a row's field `comparables.{index}.{field}` (index from 0). */
export function rowFieldOfServerKey(key: string): { index: number; field: keyof ComparableRequest } | null {
  const match = /^comparables\.(\d+)\.(\w+)$/.exec(key);
  if (!match) return null;
  const field = match[2] === 'distance' ? 'distanceMiles' : (match[2] as keyof ComparableRequest);
  return { index: Number(match[1]), field };
}

/**
 * The server's message for one box, without the row it names ("Row 3, Price: must be more than
 * zero" is shown as "Price: must be more than zero" on row 3 itself).
 */
export const withoutRow = (message: string) => message.replace(/^Row \d+, /, '');

/** A file's problem without its row and column, which the preview shows in their own columns. */
const withoutRowAndColumn = (message: string) => message.replace(/^Row \d+, (column "[^"]*"|[^:]+): /, '');

// ---- The subject home's facts: showing <-> the "Home facts" boxes ----

export function toSubjectFactsDraft(facts: SubjectFacts): SubjectFactsDraft {
  return {
    squareFeet: text(facts.squareFeet),
    bedrooms: text(facts.bedrooms),
    bathrooms: text(facts.bathrooms),
    yearBuilt: text(facts.yearBuilt),
    lotSizeAcres: text(facts.lotSizeAcres),
  };
}

/** Facts that passed `homeFactsSchema` as the server takes them; an empty box is sent as null. */
export function toSubjectFactsRequest(draft: SubjectFactsDraft): HomeFactsRequest {
  return toHomeFactsRequest(draft);
}

/** True when both name the same facts ("1,700" typed is the 1700 stored; unknown is unknown). */
export function sameSubjectFacts(a: SubjectFacts | HomeFactsRequest, b: SubjectFacts | HomeFactsRequest): boolean {
  return homeFactNames.every((field) => (a[field] ?? null) === (b[field] ?? null));
}

// ---- CSV import preview ----

const fieldLabels: Record<string, string> = {
  address: 'Address',
  status: 'Status',
  price: 'Price',
  soldPrice: 'Sold price',
  listPrice: 'List price',
  date: 'Date',
  soldDate: 'Sold date',
  listDate: 'List date',
  squareFeet: 'Square feet',
  bedrooms: 'Bedrooms',
  bathrooms: 'Bathrooms',
  fullBaths: 'Full baths',
  halfBaths: 'Half baths',
  yearBuilt: 'Year built',
  distanceMiles: 'Distance (miles)',
  distance: 'Distance (miles)',
  lotSizeAcres: 'Lot size (acres)',
  lotSize: 'Lot size',
  lotSquareFeet: 'Lot size (sq ft)',
  percentAdjustment: 'Adjustment',
};

/** "squareFeet" -> "Square feet"; a field the server adds later still reads as words. */
export function fieldLabel(field: string): string {
  if (fieldLabels[field]) return fieldLabels[field];
  const words = field.replace(/[_-]+/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export interface ImportPreview {
  columns: { column: number; heading: string; field: string | null; label: string | null }[];
  rows: { row: number; comparable: Comparable }[];
  problems: { row: number; column: string; message: string }[];
}

export function toImportPreview(response: ImportPreviewResponse): ImportPreview {
  return {
    columns: (response.columns ?? []).map(({ column, heading, field, importField }) => {
      // What exactly the column holds ("Sold price") says more than the field it fills ("Price").
      const holds = importField ?? field ?? null;
      return { column, heading, field: field ?? null, label: holds ? fieldLabel(holds) : null };
    }),
    rows: response.rows ?? [],
    problems: (response.errors ?? []).map((error) => ({
      row: error.row,
      column: error.column ?? (error.field ? fieldLabel(error.field) : '—'),
      message: withoutRowAndColumn(error.message),
    })),
  };
}

// ---- The market analysis of a showing's "cma" report ----

export interface AnalysedComparable {
  address: string;
  status: ComparableStatus;
  /** Null for a listing whose date is not known. */
  date: string | null;
  price: number;
  squareFeet: number | null;
  lotSizeAcres: number | null;
  featureAdjustment: number;
  percentAdjustment: number;
  adjustedPrice: number;
  adjustedPricePerSqFt: number | null;
}

interface AnalysisBasics {
  reportId: number;
  showingId: number;
  /** Where the analysis's own PDF is downloaded, when the server offers one. */
  pdfFilePath: string | null;
  narrative: string;
  /** Who wrote the narrative's words: the built-in computation, or the configured AI writer (whose figures were checked). */
  narrativeWriter: 'estimator' | 'llm';
  /** Why the computed words were kept although an AI writer is configured, or that the agent edited them. */
  narrativeNote: string | null;
}

export interface CompleteMarketAnalysis extends AnalysisBasics {
  status: 'complete';
  subjectSquareFeet: number | null;
  comparables: AnalysedComparable[];
  pricePerSqFt: { low: number; median: number; average: number; high: number } | null;
  valueRange: { low: number; point: number; high: number };
  listPrice: number | null;
  listPosition: ListPosition | null;
  /** The list price against the point value, in percent: 4.2 is 4.2% above. */
  listVsPointPercent: number | null;
  /** The value weighed against the list price once the showing's repairs are counted. */
  conditionSentence: string | null;
  /** The rates the comparables were adjusted with. */
  rates: FeatureRates | null;
}

export interface InsufficientMarketAnalysis extends AnalysisBasics {
  status: 'insufficient';
  /** What to add, one sentence each. */
  needs: string[];
  comparables: AnalysedComparable[];
}

export type MarketAnalysis = CompleteMarketAnalysis | InsufficientMarketAnalysis;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const numberOr = <T>(value: unknown, fallback: T): number | T => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);
const isPosition = (value: unknown): value is ListPosition => value === 'below' || value === 'within' || value === 'above';

function toAnalysedComparable(raw: AnalysedComparableResponse): AnalysedComparable {
  return {
    address: raw.address,
    status: isStatus(raw.status) ? raw.status : 'sold',
    date: raw.date ?? null,
    price: raw.price,
    squareFeet: numberOr(raw.squareFeet, null),
    lotSizeAcres: numberOr(raw.lotSizeAcres, null),
    featureAdjustment: raw.featureAdjustment,
    percentAdjustment: raw.percentAdjustment,
    adjustedPrice: raw.adjustedPrice,
    adjustedPricePerSqFt: numberOr(raw.adjustedPricePerSquareFoot, null),
  };
}

/** The newest "cma" report of a showing (the list is newest first). */
export function findMarketAnalysisReport(reports: readonly ServerReport[] | undefined): ServerReport | undefined {
  return reports?.find((report) => report.reportType === 'cma');
}

/**
 * The analysis a "cma" report carries, or null when the report has none. Only a complete one
 * with a value range is shown as complete; anything else lists what is missing.
 */
export function toMarketAnalysis(report: ServerReport | undefined): MarketAnalysis | null {
  const analysis = report?.content.marketAnalysis;
  if (!report || !isObject(analysis)) return null;
  return fromAnalysis(analysis, { reportId: report.id, showingId: report.showingId, pdfFilePath: report.pdfFilePath || null });
}

/**
 * The analysis of a report the agent shared with the client, when it has a value to show (a client
 * never sees the list of what the agent still has to add). It names no report: the client cannot
 * act on it.
 */
export function toSharedMarketAnalysis(analysis: MarketAnalysisResponse): CompleteMarketAnalysis | null {
  const read = fromAnalysis(analysis, { reportId: 0, showingId: 0, pdfFilePath: null });
  return read.status === 'complete' ? read : null;
}

function fromAnalysis(analysis: MarketAnalysisResponse, ids: Pick<AnalysisBasics, 'reportId' | 'showingId' | 'pdfFilePath'>): MarketAnalysis {
  const basics: AnalysisBasics = {
    ...ids,
    narrative: analysis.narrative ?? '',
    narrativeWriter: analysis.narrativeWriter === 'llm' ? 'llm' : 'estimator',
    narrativeNote: analysis.narrativeNote ?? null,
  };
  const comparables = (analysis.comparables ?? []).map(toAnalysedComparable);
  const range = analysis.valueRange;
  if (analysis.outcome === 'complete' && range) {
    const list = analysis.listPrice ?? null;
    const perSqFt = analysis.pricePerSquareFoot ?? null;
    return {
      ...basics,
      status: 'complete',
      subjectSquareFeet: numberOr(analysis.subjectSquareFeet, null),
      comparables,
      pricePerSqFt: perSqFt && { low: perSqFt.low, median: perSqFt.median, average: perSqFt.average, high: perSqFt.high },
      valueRange: { low: range.low, point: range.point, high: range.high },
      listPrice: list ? list.listPrice : null,
      listPosition: list && isPosition(list.position) ? list.position : null,
      listVsPointPercent: list ? numberOr(list.versusPointPercent, null) : null,
      conditionSentence: analysis.conditionSentence?.trim() || null,
      rates: analysis.rates ?? null,
    };
  }
  const needs = (analysis.missing ?? []).filter((need) => need.trim() !== '');
  return { ...basics, status: 'insufficient', needs: needs.length > 0 || !analysis.message ? needs : [analysis.message], comparables };
}
