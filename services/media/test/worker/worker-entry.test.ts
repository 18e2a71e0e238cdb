/**
 * The runner's warm spare starts the worker by loading src/worker.ts (scripts/lib/standby.ts): loading it must start
 * the worker, whoever loads it (a `require.main === module` guard made the spare exit at once, doing nothing).
 */
const runService = jest.fn();
jest.mock('@claims/service-kit', () => ({ ...jest.requireActual('@claims/service-kit'), runService }));

it('starts the worker when its entry is loaded by another module', () => {
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    require('../../src/worker');
  });
  expect(runService).toHaveBeenCalledTimes(1);
});
