module.exports = require('../../jest.base.js').jestConfig({ dir: __dirname, env: 'node' });
