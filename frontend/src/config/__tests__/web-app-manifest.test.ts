/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { theme } from '@/app/theme';
import { webAppManifest } from '@/config/web-app-manifest';

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(path: string) {
  const bytes = readFileSync(path);
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

describe('the web app manifest', () => {
  it('installs as a standalone app that opens on the dashboard, in the theme colour', () => {
    expect(webAppManifest).toMatchObject({ name: 'Showscribe', display: 'standalone', start_url: '/dashboard' });
    expect(webAppManifest.theme_color).toBe(theme.palette.primary.main);
    expect(webAppManifest.background_color).toBe(theme.palette.background.default);
  });

  it('names icons of 192 and 512 pixels and a maskable one, each the size it says', () => {
    const sizes = webAppManifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`);
    expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    for (const icon of webAppManifest.icons) {
      expect(pngSize(join(process.cwd(), 'public', icon.src))).toBe(icon.sizes);
    }
  });
});
