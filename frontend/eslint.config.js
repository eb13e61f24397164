import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = fileURLToPath(new URL('.', import.meta.url));

/** Every feature folder, so a new feature is fenced in without editing this file. */
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Imports flow one way: shared code (src/components, src/lib, src/config, src/types) ->
 * src/features -> src/app. Shared code knows no feature and not the app; a feature knows no other
 * feature and not the app; src/app is the only place that puts features together. Tests are
 * exempt: they may render the whole app.
 */
const importDirection = [
  {
    target: ['./src/components', './src/lib', './src/config', './src/types'],
    from: ['./src/features', './src/app'],
    message: 'Shared code must not depend on features or the app.',
  },
  {
    target: './src/features',
    from: './src/app',
    message: 'Features do not import the app; compose them in src/app.',
  },
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'Features do not import each other; compose them in src/app.',
  })),
];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'src/types/api.ts', 'e2e/screenshots'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      // TypeScript files are parsed for their imports (no-cycle follows them) ...
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // ... and `@/…` resolves through tsconfig.app.json's paths, as it does for TypeScript and Vite.
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: `${root}tsconfig.app.json`, alwaysTryTypes: true })],
    },
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // An import that does not resolve would slip past the direction rules below.
      // Virtual modules exist only inside Vite's build (the service worker's registration).
      'import-x/no-unresolved': ['error', { ignore: ['^virtual:'] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/__tests__/**'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: importDirection }],
    },
  },
  {
    files: ['scripts/**/*.mjs', 'e2e/**/*.mjs', '*.config.{js,ts}'],
    languageOptions: { globals: globals.node },
  },
);
