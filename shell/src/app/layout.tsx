import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { SiteFooter } from '../features/chrome/components/site-footer';
import { OfflineNotice } from '../features/chrome/components/offline-notice';
import { SiteHeader } from '../features/chrome/components/site-header';
import { SkipLink } from '../features/chrome/components/skip-link';
import { useAreaUnavailable } from '../features/remotes/lib/area-health';
import { paths } from '../config/paths';
import { AppRoutes } from './app-routes';
import { HistoryTrail } from './history-trail';
import { NavigationFocus } from './navigation-focus';
import { useSignedOutPath } from './signed-out-path';
import { ScrollRestoration } from './scroll-restoration';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const Main = styled.main`
  flex: 1 0 auto;
  &:focus {
    outline: none;
  }
`;

/**
 * The site header, told where Sign Out goes on the page on screen. Its own component: the page list it reads changes
 * as areas load, and only the header needs to render again for that, not the whole page.
 */
function Header() {
  return <SiteHeader signedOutPath={useSignedOutPath()} />;
}

/** Page chrome around whichever area owns the path: skip link, header (not on the landing page), main, footer. */
export function Layout() {
  const { pathname } = useLocation();
  const landingUnavailable = useAreaUnavailable();
  // The landing page brings its own hero navigation; if it cannot load, the shell's header stands in.
  const showHeader = pathname !== paths.home || landingUnavailable;
  return (
    <Page>
      <SkipLink>Skip to main content</SkipLink>
      {showHeader && <Header />}
      <Main id="main" tabIndex={-1}>
        <AppRoutes />
      </Main>
      <SiteFooter />
      <OfflineNotice />
      <ScrollRestoration />
      <HistoryTrail />
      <NavigationFocus />
    </Page>
  );
}
