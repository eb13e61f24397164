import useSWR from 'swr';

import { api } from '@/lib/api-client';

import type { CatalogItem, CatalogSearchResponse } from './editing-types';

export type { CatalogItem };

export const CATALOG_PATH = '/api/catalog';

export interface CatalogQuery {
  q: string;
  limit: number;
  /** Prices come back scaled to this showing's region. */
  showingId: number;
}

export const catalogSearchPath = ({ q, limit, showingId }: CatalogQuery) =>
  `${CATALOG_PATH}?${new URLSearchParams({ q, limit: String(limit), showingId: String(showingId) }).toString()}`;

export const searchCatalog = (query: CatalogQuery) => api.get<CatalogSearchResponse>(catalogSearchPath(query));

/** Catalog entries matching `query.q`; nothing is asked while `query` is null. */
export function useCatalogSearch(query: CatalogQuery | null) {
  // While the next answer loads, the list keeps showing the last one instead of flashing empty.
  return useSWR(query ? catalogSearchPath(query) : null, () => searchCatalog(query as CatalogQuery), { keepPreviousData: true });
}
