const { createHostConfig } = require('@claims/build-kit');

module.exports = (_env, argv) =>
  createHostConfig(
    {
      dir: __dirname,
      port: Number(process.env.PORT) || 3000,
      title: 'Claim Assist Appliance Services',
      description:
        'Faster insurance and warranty repair claims, appliance repair and recycling in Fort Worth, TX: request service, book a pickup, browse repair guides or try the claims system.',
    },
    argv,
  );
