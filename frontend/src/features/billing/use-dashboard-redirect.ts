import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

import { paths } from '@/config/paths';

/** Once a checkout is done, goes on to the dashboard after `delayMs`; `null` waits. */
export function useDashboardRedirect(delayMs: number | null) {
  const navigate = useNavigate();
  useEffect(() => {
    if (delayMs === null) return undefined;
    const timer = setTimeout(() => navigate(paths.dashboard.getHref()), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs, navigate]);
}
