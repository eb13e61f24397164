// Renders the landing page to static HTML after `vite build`: dist/landing.html, which the server
// answers `/` with for a visitor (a browser without a session). The page is the app's own
// LandingPage component (src/app/prerender.tsx), rendered once with the server's plans
// (plans.json, which the server's tests keep equal to what GET /api/plans answers), with exactly
// the styles it uses inlined and the app's script left out: a phone paints it from the HTML
// alone. Its one script is src/app/landing-static.ts (a few hundred bytes).
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import react from '@vitejs/plugin-react';
import { build } from 'vite';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const out = join(root, 'node_modules/.prerender');

await build({
  configFile: false,
  root,
  logLevel: 'warn',
  plugins: [react()],
  resolve: { alias: { '@': join(root, 'src') } },
  // Everything bundled into one module Node runs: the page must render exactly as the app does.
  ssr: { noExternal: true },
  build: { ssr: join(root, 'src/app/prerender.tsx'), outDir: out, emptyOutDir: true, minify: false },
});

const { renderLanding, documentTitle, LANDING_TITLE } = await import(pathToFileURL(join(out, 'prerender.js')).href);
const plans = JSON.parse(readFileSync(join(root, 'plans.json'), 'utf8'));
const { html, styles } = renderLanding(plans);
rmSync(out, { recursive: true, force: true });

const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const script = manifest['src/app/landing-static.ts'];
if (!script) throw new Error('prerender: the build has no src/app/landing-static.ts entry');

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
let page = readFileSync(join(dist, 'index.html'), 'utf8');
const replace = (pattern, replacement, what) => {
  const found = typeof pattern === 'string' ? page.includes(pattern) : pattern.test(page);
  if (!found) throw new Error(`prerender: index.html has no ${what}`);
  page = page.replace(pattern, () => replacement);
};
// The app's entry script, the modules it preloads and its style sheets are left out.
replace(/\s*<script type="module"[^>]*src="\/assets\/[^"]+"[^>]*><\/script>/g, '', 'entry script');
page = page.replace(/\s*<link rel="modulepreload"[^>]*>/g, '').replace(/\s*<link rel="stylesheet"[^>]*>/g, '');
replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(documentTitle(LANDING_TITLE))}</title>`, 'title');
replace('</head>', `    ${styles}\n    <script type="module" src="/${script.file}"></script>\n  </head>`, '</head>');
replace('<div id="root"></div>', `<div id="root">${html}</div>`, 'root element');

writeFileSync(join(dist, 'landing.html'), page);
console.log(`Landing page rendered to dist/landing.html (${(Buffer.byteLength(page) / 1024).toFixed(1)} KB, script ${script.file})`);
