// Shared jest settings: @swc/jest in CommonJS mode (fastest working setup here).
// Some dependencies ship ESM only (cookie via light-my-request, content-disposition via @fastify/static):
// they are transformed too.
const esmOnlyPackages = ['cookie', 'content-disposition'];
const path = require('node:path');

/** @param {{ dir: string, env?: 'node' | 'jsdom' }} options */
function jestConfig({ dir, env = 'node' }) {
  const web = env === 'jsdom';
  return {
    displayName: path.relative(__dirname, dir),
    rootDir: dir,
    testEnvironment: env,
    testMatch: [
      '<rootDir>/test/**/*.test.ts',
      '<rootDir>/test/**/*.test.tsx',
      '<rootDir>/src/**/*.test.ts',
      '<rootDir>/src/**/*.test.tsx',
    ],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: web, decorators: false },
            transform: web ? { react: { runtime: 'automatic' } } : undefined,
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    transformIgnorePatterns: [`^(?!.*/node_modules/(${esmOnlyPackages.join('|')})/).*/node_modules/`],
    moduleNameMapper: web
      ? { '\\.(css|svg|png|jpg)$': path.join(__dirname, 'shared/build-kit/jest/file-stub.js') }
      : {},
    setupFilesAfterEnv: web ? [path.join(__dirname, 'shared/build-kit/jest/setup-dom.js')] : [],
  };
}

module.exports = { jestConfig };
