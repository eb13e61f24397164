import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';

import { paths } from '@/config/paths';
import { LandingPage } from '@/features/landing/components/landing-page';
import { PLANS_KEY, type Plans } from '@/lib/plans';

import { LANDING_TITLE } from './routes/landing';
import { AppProvider } from './provider';

export { documentTitle } from '@/lib/document-title';
export { LANDING_TITLE };

/**
 * The landing page rendered at build time (scripts/prerender.mjs), so a visitor's phone paints it
 * from the HTML alone, with no script to download, parse and run first. The plans are the
 * server's (frontend/plans.json, checked against the server by its tests); everything on the page
 * works without script: links, the section menu (a native popover) and the questions (native
 * disclosures). Returns the page's markup and the style tags of exactly the styles it uses.
 */
export function renderLanding(plans: Plans): { html: string; styles: string } {
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const html = renderToString(
    <CacheProvider value={cache}>
      {/* The app's own providers; the plans are the server's, given rather than fetched. */}
      <AppProvider>
        <SWRConfig value={{ fallback: { [PLANS_KEY]: plans } }}>
          <StaticRouter location={paths.home.path}>
            <LandingPage />
          </StaticRouter>
        </SWRConfig>
      </AppProvider>
    </CacheProvider>,
  );
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  return { html, styles };
}
