import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from '@claims/ui';
import { createQueryClient } from '@claims/web-kit';
import MarketingRoutes from './app/routes';

// Standalone frame for working on this area alone: the same providers as the shell, a main landmark, these routes.
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={createQueryClient()}>
      <BrowserRouter>
        <main id="main">
          <MarketingRoutes />
        </main>
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);
