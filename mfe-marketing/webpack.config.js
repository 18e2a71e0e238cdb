const { createRemoteConfig } = require('@claims/build-kit');

// Standalone dev frame on 3102 (the service is 4102); /api is proxied to the edge (API_PROXY_TARGET to change).
module.exports = (env, argv) =>
  createRemoteConfig(
    { name: 'marketing', dir: __dirname, port: 3102, title: 'Home and partner network (standalone)' },
    argv,
  );
