import type { components } from '@/types/api';

type Schemas = components['schemas'];

// The report-editing calls' bodies, from the server's OpenAPI document (`npm run gen:api`).
// The kind and priority unions narrow the document's plain strings to the values it lists.

/** Which table an item is in. */
export type ItemKind = 'repair' | 'upgrade';

/** The same strings as `ReportItemResponse.priority`. */
export type ItemPriority = 'safety' | 'soon' | 'cosmetic';

/** One repair or upgrade of a report: the generated item plus its id and who set its figures. */
export type ReportItem = Schemas['ReportItemResponse'];

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
export type AddReportItemRequest = Omit<Schemas['ReportItemRequest'], 'kind' | 'priority'> & {
  kind: ItemKind;
  priority?: ItemPriority;
};

/**
 * `PATCH …/items/{itemId}`: any of the fields of an added item; a new `kind` moves the item
 * between repairs and upgrades. Answers 200 with the whole updated report.
 */
export type UpdateReportItemRequest = Partial<AddReportItemRequest>;

/** One entry of the cost catalog; dollars, scaled to the showing's region when asked for one. */
export type CatalogItem = Omit<Schemas['CatalogItemResponse'], 'kind'> & { kind: ItemKind };

/** `GET /api/catalog?q=&limit=&showingId=`. */
export type CatalogSearchResponse = Omit<Schemas['CatalogResponse'], 'items'> & { items: CatalogItem[] };

/** `PUT /api/showings/{id}`: the same body and rules as creating a showing. */
export type UpdateShowingRequest = Schemas['CreateShowingRequest'];

/**
 * `POST /api/showings/{id}/generate-report`. `charged` is false when the report was only
 * corrected and no report of the allowance was used; a missing value means it was used.
 */
export type GenerateReportResponse = Report & Pick<Schemas['GeneratedReportResponse'], 'charged'>;
