import useSWR from 'swr';

import { api } from '@/lib/api-client';

/**
 * A report as the dashboard gallery shows it (spec §3). Declared here until the server's
 * OpenAPI document describes reports; then this becomes components['schemas']['Report'].
 */
export interface ReportSummary {
  id: number;
  showingId?: number;
  reportType: string;
  createdAt: string;
  emailSent: boolean;
  pdfFilePath?: string | null;
  showing?: { id?: number; propertyAddress: string; buyerName: string | null } | null;
}

export const REPORTS_KEY = '/api/reports';

export const getReports = () => api.get<ReportSummary[]>(REPORTS_KEY);

export function useReports() {
  return useSWR(REPORTS_KEY, getReports);
}
