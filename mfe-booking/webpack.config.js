const { createRemoteConfig } = require('@claims/build-kit');

// Standalone dev frame on 3103 (the service is 4103); /api is proxied to the edge (API_PROXY_TARGET to change).
module.exports = (env, argv) =>
  createRemoteConfig({ name: 'booking', dir: __dirname, port: 3103, title: 'Booking (standalone)' }, argv);
