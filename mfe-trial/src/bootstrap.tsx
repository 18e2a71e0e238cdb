import { mountStandalone } from '@claims/ui';
import TrialRoutes from './app/routes';
import { paths } from './config/paths';

mountStandalone(TrialRoutes, {
  title: 'Trial system',
  links: [
    { to: paths.auth, label: 'Sign in' },
    { to: paths.dashboard, label: 'Dashboard' },
  ],
});
