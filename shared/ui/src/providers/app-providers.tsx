import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from '../theme/global-style';
import { theme } from '../theme/theme';

export type AppProvidersProps = { queryClient: QueryClient; children: ReactNode };

/**
 * What every page runs inside: the brand theme with its global styles and the site's one query cache.
 * Mounted once by the shell (or a remote's standalone frame); remotes inherit it through the shared
 * styled-components and react-query singletons.
 */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ThemeProvider>
  );
}
