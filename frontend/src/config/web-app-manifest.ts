// What a phone or desktop needs to install Showscribe as an app (the web app manifest), kept here
// rather than in the build config so the app's theme and its tests read the same colours.

/** The brand blue: the theme's primary colour and the installed app's title bar. */
export const BRAND_COLOUR = '#1d4ed8';
/** The page background behind the splash screen, as the theme paints it. */
export const BACKGROUND_COLOUR = '#f6f8fb';

export const webAppManifest = {
  name: 'Showscribe',
  short_name: 'Showscribe',
  description: 'Showing notes to buyer-ready reports with repair and upgrade cost ranges, even with no signal.',
  id: '/',
  // Agents open the app to see their reports; the new-showing screen is one tap from there.
  start_url: '/dashboard',
  scope: '/',
  display: 'standalone' as const,
  orientation: 'any' as const,
  theme_color: BRAND_COLOUR,
  background_color: BACKGROUND_COLOUR,
  lang: 'en-US',
  categories: ['business', 'productivity'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  shortcuts: [
    { name: 'New showing', url: '/new-showing', icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] },
    { name: 'Mobile form', url: '/mobile-form', icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] },
  ],
};
