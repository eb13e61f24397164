// Fails when src/types/api.ts no longer matches openapi.json, so a server change that renames
// or removes a field cannot slip past CI with stale client types.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const committed = join(root, 'src/types/api.ts');
const tempDir = mkdtempSync(join(tmpdir(), 'showscribe-api-'));
const fresh = join(tempDir, 'api.ts');

try {
  const bin = join(root, 'node_modules/.bin/openapi-typescript');
  execFileSync(bin, [join(root, 'openapi.json'), '--default-non-nullable', 'false', '-o', fresh], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (readFileSync(fresh, 'utf8') !== readFileSync(committed, 'utf8')) {
    console.error('src/types/api.ts is stale: it does not match openapi.json. Run `npm run gen:api` and commit the result.');
    process.exitCode = 1;
  } else {
    console.log('src/types/api.ts is up to date with openapi.json.');
  }
} finally {
  rmSync(tempDir, { recursive: true, force: true });
}
