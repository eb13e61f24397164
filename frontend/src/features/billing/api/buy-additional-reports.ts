import useSWRMutation from 'swr/mutation';

import { api } from '@/lib/api-client';

import type { BuyReportsAnswer, BuyReportsRequest } from './types';

export const BUY_REPORTS_PATH = '/api/buy-additional-reports';

/**
 * Starts the payment of an add-on pack. 403 when the agent cannot buy packs (no active monthly
 * plan), 400 for a size the server does not sell.
 */
export const buyAdditionalReports = (body: BuyReportsRequest) => api.post<BuyReportsAnswer>(BUY_REPORTS_PATH, body);

export function useBuyAdditionalReports() {
  return useSWRMutation(BUY_REPORTS_PATH, (_key: string, { arg }: { arg: BuyReportsRequest }) => buyAdditionalReports(arg));
}
