const { createRemoteConfig } = require('@claims/build-kit');

// Standalone dev frame on 3104 (the service is 4104); /api is proxied to the edge (API_PROXY_TARGET to change).
module.exports = (env, argv) =>
  createRemoteConfig(
    { name: 'guides', dir: __dirname, port: 3104, title: 'Repair guides (standalone)' },
    argv,
  );
