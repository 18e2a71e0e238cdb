// Lint for the whole monorepo. Import boundaries are part of the architecture:
// no remote imports another remote or the shell, no service imports another service,
// shared packages import no area, and there are no import cycles.
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

// Areas are found by folder, so a new area (npm run new-area) is inside the boundaries without editing this file.
const remotes = fs
  .readdirSync(import.meta.dirname)
  .filter((dir) => dir.startsWith('mfe-'))
  .sort();
const services = fs
  .readdirSync(path.join(import.meta.dirname, 'services'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
const areaPackages = [
  ...remotes.map((r) => `@claims/${r}`),
  '@claims/shell',
  ...services.map((s) => `@claims/${s}`),
];

/**
 * bulletproof-react's feature rule: a feature never imports another feature (a page in `src/app/` composes them),
 * and features never import the app layer above them. Features are found by folder.
 */
function featureZones(appDir) {
  const featuresDir = path.join(import.meta.dirname, appDir, 'src/features');
  if (!fs.existsSync(featuresDir)) return [];
  const features = fs
    .readdirSync(featuresDir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);
  return [
    ...features.map((feature) => ({
      target: `./${appDir}/src/features/${feature}`,
      from: `./${appDir}/src/features`,
      except: [`./${feature}`],
      message:
        'Features do not import each other: compose them in a page under src/app/, or move the shared part to src/lib or src/components.',
    })),
    {
      target: `./${appDir}/src/features`,
      from: `./${appDir}/src/app`,
      message: 'Features do not import the app layer above them.',
    },
  ];
}

const restrict = (names, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: names.flatMap((n) => [n, `${n}/*`]), message }] }],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ alwaysTryTypes: true, noWarnOnMultipleProjects: true }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-useless-path-segments': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['warn', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: {
        require: 'readonly',
        module: 'writable',
        __dirname: 'readonly',
        __filename: 'readonly',
        process: 'readonly',
        console: 'readonly',
        fetch: 'readonly',
        URL: 'readonly',
        AbortSignal: 'readonly',
      },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  ...remotes.map((remote) => ({
    files: [`${remote}/**/*.{ts,tsx}`],
    rules: {
      ...restrict(
        areaPackages.filter((p) => p !== `@claims/${remote}`),
        'A remote imports only shared packages: never another remote, the shell or a service.',
      ),
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: `./${remote}`,
              from: ['./shell', './services', ...remotes.filter((r) => r !== remote).map((r) => `./${r}`)],
            },
            ...featureZones(remote),
          ],
        },
      ],
    },
  })),
  {
    files: ['shell/**/*.{ts,tsx}'],
    rules: {
      ...restrict(
        areaPackages.filter((p) => p !== '@claims/shell'),
        'The shell loads remotes at run time; it never imports them.',
      ),
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './shell', from: ['./services', ...remotes.map((r) => `./${r}`)] },
            ...featureZones('shell'),
          ],
        },
      ],
    },
  },
  ...services.map((service) => ({
    files: [`services/${service}/**/*.ts`],
    rules: {
      ...restrict(
        areaPackages.filter((p) => p !== `@claims/${service}`),
        'A service never imports another service or a frontend; talk over HTTP or events.',
      ),
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: `./services/${service}`,
              from: [
                './shell',
                ...remotes.map((r) => `./${r}`),
                ...services.filter((s) => s !== service).map((s) => `./services/${s}`),
              ],
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['shared/**/*.{ts,tsx}'],
    rules: {
      ...restrict(areaPackages, 'Shared packages import no area.'),
      'import-x/no-restricted-paths': [
        'error',
        { zones: [{ target: './shared', from: ['./shell', './services', ...remotes.map((r) => `./${r}`)] }] },
      ],
    },
  },
  {
    files: ['**/test/**', '**/*.test.{ts,tsx}', 'e2e/**', 'bench/**', 'scripts/**'],
    rules: { 'no-console': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // Playwright fixtures receive a callback named `use`; it is not React's hook.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
