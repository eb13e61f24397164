import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A new screen opens at its top: following a footer link at the bottom of one page would
 * otherwise land in the middle of the next. A link to an anchor (`#features`) keeps its place.
 */
export function useScrollToTopOnNavigate() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (hash) return;
    const page = document.scrollingElement ?? document.documentElement;
    // At once, even where the page scrolls smoothly for its anchors.
    if (typeof page.scrollTo === 'function') page.scrollTo({ top: 0, behavior: 'instant' });
    page.scrollTop = 0;
  }, [pathname, hash]);
}
