// Every package's jest project, run together by `npm run test:unit`.
const fs = require('node:fs');
const path = require('node:path');

const roots = ['shared', 'services'].flatMap((dir) =>
  fs.readdirSync(path.join(__dirname, dir)).map((name) => path.join(dir, name)),
);
const apps = fs
  .readdirSync(__dirname)
  .filter((name) => name === 'shell' || name === 'scripts' || name.startsWith('mfe-'));

module.exports = {
  // A hang guard, not a speed check: on a loaded CI machine, starting a test database and a service in a
  // hook can take longer than jest's default 5 s. Speed is measured by the benchmarks in bench/.
  testTimeout: 30_000,
  projects: [...roots, ...apps]
    .filter((dir) => fs.existsSync(path.join(__dirname, dir, 'jest.config.js')))
    .map((dir) => `<rootDir>/${dir}`),
};
