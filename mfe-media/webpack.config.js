const { createRemoteConfig } = require('@claims/build-kit');

// Standalone dev frame on 3105 (the service is 4105); /api is proxied to the edge (API_PROXY_TARGET to change).
module.exports = (env, argv) =>
  createRemoteConfig(
    { name: 'media', dir: __dirname, port: 3105, title: 'Video and pitch decks (standalone)' },
    argv,
  );
