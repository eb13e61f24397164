import type { components } from '@/types/api';

// The server's shapes (generated from its OpenAPI document; money is in dollars).
export type Showing = components['schemas']['Showing'];
export type ShowingDetailsResponse = components['schemas']['ShowingDetailsResponse'];
export type Report = components['schemas']['Report'];
export type ReportContentResponse = components['schemas']['ReportContentResponse'];
export type ReportItemResponse = components['schemas']['ReportItemResponse'];
export type CreateShowingRequest = components['schemas']['CreateShowingRequest'];
export type EditReportRequest = components['schemas']['EditReportRequest'];
export type SendReportRequest = components['schemas']['SendReportRequest'];
