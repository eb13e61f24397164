import useSWRMutation from 'swr/mutation';

import { api } from '@/lib/api-client';

import type { Showing, HomeFactsRequest } from './types';

export const subjectFactsPath = (showingId: number) => `/api/showings/${showingId}/subject`;

/**
 * Replaces the subject home's facts (a fact sent as null is unknown) and answers the showing. A
 * bad value is refused with 400, `fields` keyed by the request's names (`squareFeet`, …).
 */
export const saveSubjectFacts = (showingId: number, body: HomeFactsRequest) => api.put<Showing>(subjectFactsPath(showingId), body);

export function useSaveSubjectFacts(showingId: number) {
  return useSWRMutation(subjectFactsPath(showingId), (_key: string, { arg }: { arg: HomeFactsRequest }) => saveSubjectFacts(showingId, arg), {
    populateCache: false,
    revalidate: false,
  });
}
