// The lint half of the static gate `npm test` starts with (docs/testing.md): typescript-eslint's
// recommended rules everywhere, React's hook rules in the screens. Types are checked by tsc, not here.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/coverage/**',
      'api/drizzle/**',
      'data/**',
      '**/*.js',
      '**/*.cjs',
      '**/*.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser, ...globals.jest } },
    rules: {
      // `_`-prefixed names are deliberately unused (a handler's unused context, a rest sibling).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      // Input validation matches control characters on purpose (NUL bytes are refused, docs/validation.md).
      'no-control-regex': 'off',
    },
  },
  {
    files: ['shell/**/*.tsx', 'shell/**/*.ts', 'remotes/**/*.tsx', 'remotes/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    // The rules of hooks and complete effect dependencies. The React Compiler's stricter rules (refs during
    // render, setState in effects) are left out: duesflow is not compiled with it.
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
);
