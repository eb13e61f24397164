import type { components } from '@/types/api';

type Schemas = components['schemas'];

// TO BE REPLACED BY THE GENERATED TYPES. The server's OpenAPI document does not describe report
// item editing, showing edit/delete, the cost catalog or `charged` yet, so these shapes are
// written by hand from the agreed contract. Once `openapi.json` has them, run `npm run gen:api`
// and point each type below at its generated schema (`Schemas['…']`); nothing else changes.
// Everything that exists already is taken from the generated types.

/** Which table an item is in. */
export type ItemKind = 'repair' | 'upgrade';

/** The same strings as `ReportItemResponse.priority`. */
export type ItemPriority = 'safety' | 'soon' | 'cosmetic';

/** One repair or upgrade of a report: the generated item plus its id and who set its figures. */
export type ReportItem = Schemas['ReportItemResponse'] & {
  id: string;
  /** True once the agent typed the figures (they are not the catalog's). */
  agentFigure: boolean;
};

/** A report's content, its items carrying ids. */
export type ReportContent = Omit<Schemas['ReportContentResponse'], 'repairs' | 'upgrades'> & {
  repairs: ReportItem[];
  upgrades: ReportItem[];
};

/** A report as `GET /api/reports/{showingId}` and every item call answer it. */
export type Report = Omit<Schemas['Report'], 'content'> & { content: ReportContent };

/**
 * `POST /api/showings/{showingId}/reports/{reportId}/items`: the agent's own item (a description,
 * and either no figures or all three with low ≤ estimated ≤ high, in dollars) or a catalog item
 * (`catalogKey`, optional `quantity`). Answers 201 with the whole updated report.
 */
export interface AddReportItemRequest {
  kind: ItemKind;
  description?: string;
  category?: string;
  priority?: ItemPriority;
  lowCost?: number;
  estimatedCost?: number;
  highCost?: number;
  catalogKey?: string;
  quantity?: number;
}

/**
 * `PATCH …/items/{itemId}`: any of the fields of an added item; a new `kind` moves the item
 * between repairs and upgrades. Answers 200 with the whole updated report.
 */
export type UpdateReportItemRequest = Partial<AddReportItemRequest>;

/** One entry of the cost catalog; dollars, scaled to the showing's region when asked for one. */
export interface CatalogItem {
  key: string;
  label: string;
  category: string;
  kind: ItemKind;
  unit: string;
  low: number;
  typical: number;
  high: number;
}

/** `GET /api/catalog?q=&limit=&showingId=`. */
export interface CatalogSearchResponse {
  items: CatalogItem[];
}

/** `PUT /api/showings/{id}`: the same body and rules as creating a showing. */
export type UpdateShowingRequest = Schemas['CreateShowingRequest'];

/**
 * `POST /api/showings/{id}/generate-report`. `charged` is false when the report was only
 * corrected and no report of the allowance was used; a missing value means it was used.
 */
export type GenerateReportResponse = Report & { charged?: boolean };
