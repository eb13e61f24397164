import type { components } from '@/types/api';

// The server's shapes (generated from its OpenAPI document; money is in dollars).
export type Report = components['schemas']['Report'];
export type ReportContentResponse = components['schemas']['ReportContentResponse'];
export type ReportItemResponse = components['schemas']['ReportItemResponse'];
export type EditReportRequest = components['schemas']['EditReportRequest'];
export type SendReportRequest = components['schemas']['SendReportRequest'];

export type Showing = components['schemas']['Showing'];
export type ShowingDetailsResponse = components['schemas']['ShowingDetailsResponse'];
export type CreateShowingRequest = components['schemas']['CreateShowingRequest'];

/** The subject home's facts a showing may carry for its market analysis; each is optional. */
export type SubjectFacts = Pick<ShowingDetailsResponse, 'squareFeet' | 'bedrooms' | 'bathrooms' | 'yearBuilt' | 'lotSizeAcres'>;
