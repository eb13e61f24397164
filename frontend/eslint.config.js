import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Imports flow one way: components/lib/config -> features -> app (ARCHITECTURE.md). */
const layer = (files, forbidden, message) => ({
  files,
  ignores: ['src/**/__tests__/**'],
  rules: {
    'no-restricted-imports': ['error', { patterns: forbidden.map((group) => ({ group: [group], message })) }],
  },
});

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'src/types/api.ts', 'e2e/screenshots'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['scripts/**/*.mjs', 'e2e/**/*.mjs', '*.config.{js,ts}'],
    languageOptions: { globals: globals.node },
  },
  layer(['src/components/**', 'src/lib/**', 'src/config/**', 'src/types/**'], ['@/features/*', '@/app/*'], 'Shared code must not depend on features or the app.'),
  layer(['src/features/**'], ['@/features/*', '@/app/*'], 'Features do not import each other or the app; compose them in src/app.'),
);
