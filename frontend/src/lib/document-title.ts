import { useEffect } from 'react';

export const PRODUCT_NAME = 'Showscribe';

/** "Pricing · Showscribe"; the product's name alone without a page name. */
export const documentTitle = (page?: string) => (page ? `${page} · ${PRODUCT_NAME}` : PRODUCT_NAME);

/** Each screen names itself in the browser's tab and history, and to screen readers on arrival. */
export function useDocumentTitle(page?: string) {
  useEffect(() => {
    document.title = documentTitle(page);
  }, [page]);
}
