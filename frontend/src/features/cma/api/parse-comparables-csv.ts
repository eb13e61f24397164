import useSWRMutation from 'swr/mutation';

import { RawBody, api } from '@/lib/api-client';

import type { ImportPreviewResponse } from './types';

export const PARSE_COMPARABLES_PATH = '/api/comparables/parse';

/**
 * Reads an MLS export (the raw CSV, at most 1 MB) into a preview: how its columns map, the rows
 * that can be imported and the ones that cannot. Nothing is stored. 400 when it is not a CSV,
 * 413 when it is too large.
 */
export async function parseComparablesCsv(file: Blob): Promise<ImportPreviewResponse> {
  // The bytes go as they are: exports are not always UTF-8, and the server reads the encoding.
  return api.post<ImportPreviewResponse>(PARSE_COMPARABLES_PATH, new RawBody(await file.arrayBuffer(), 'text/csv'));
}

export function useParseComparablesCsv() {
  return useSWRMutation(PARSE_COMPARABLES_PATH, (_key: string, { arg }: { arg: Blob }) => parseComparablesCsv(arg), {
    populateCache: false,
    revalidate: false,
  });
}
