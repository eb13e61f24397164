import type { components } from '@/types/api';

import type { ReportContent, ReportItem, Report as ReportWithItemIds } from './api/editing-types';

// The server's shapes (generated from its OpenAPI document; money is in dollars). A report's items
// carry ids for editing; until the document describes them those come from `api/editing-types`.
export type Report = ReportWithItemIds;
export type ReportContentResponse = ReportContent;
export type ReportItemResponse = ReportItem;
export type EditReportRequest = components['schemas']['EditReportRequest'];
export type SendReportRequest = components['schemas']['SendReportRequest'];

export type Showing = components['schemas']['Showing'];
export type ShowingDetailsResponse = components['schemas']['ShowingDetailsResponse'];
export type CreateShowingRequest = components['schemas']['CreateShowingRequest'];

/** The subject home's facts a showing may carry for its market analysis; each is optional. */
export type SubjectFacts = Pick<ShowingDetailsResponse, 'squareFeet' | 'bedrooms' | 'bathrooms' | 'yearBuilt' | 'lotSizeAcres'>;

/** Audio dictated into one of a showing's note boxes, with its transcript or why there is none. */
export type Recording = components['schemas']['RecordingResponse'];
