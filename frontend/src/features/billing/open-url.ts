import { useNavigate } from 'react-router-dom';

import { leaveApp } from './leave-app';

/** A path of this app ("/pricing"), as opposed to another site's address. */
export function isAppPath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

/** Follows a URL the server handed out: app paths through the router, anything else by a page load. */
export function useOpenUrl() {
  const navigate = useNavigate();
  return (url: string) => {
    if (isAppPath(url)) navigate(url);
    else leaveApp(url);
  };
}
