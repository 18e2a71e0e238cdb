const { createRemoteConfig } = require('@claims/build-kit');

module.exports = (_env, argv) =>
  createRemoteConfig(
    {
      name: 'trial',
      dir: __dirname,
      port: Number(process.env.PORT) || 3003,
      title: 'Trial system (standalone)',
    },
    argv,
  );
