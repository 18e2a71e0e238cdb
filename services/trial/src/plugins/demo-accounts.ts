import fp from 'fastify-plugin';
import { seedDemoAccounts } from '../identity/demo-accounts';

/** Creates the demo accounts when the app becomes ready and logs them in one line. */
export default fp<{ password: string }>(
  async (app, { password }) => {
    app.addHook('onReady', async () => {
      const accounts = await seedDemoAccounts(app.usersRepository, password);
      const list = accounts.map((account) => `${account.email} (${account.role})`).join(', ');
      app.log.info({ demoAccounts: accounts }, `Demo accounts, password "${password}": ${list}`);
    });
  },
  { name: 'identity-demo-accounts', dependencies: ['identity-repositories'] },
);
