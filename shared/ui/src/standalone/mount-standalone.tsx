import { createQueryClient } from '@claims/web-kit';
import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, NavLink, RouterProvider } from 'react-router-dom';
import styled from 'styled-components';
import { AppProviders } from '../providers/app-providers';

const Bar = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.footer};
  color: #ffffff;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  strong {
    margin-right: auto;
  }
  a {
    color: #ffffff;
  }
  a[aria-current='page'] {
    text-decoration: none;
    font-weight: 700;
  }
`;

export type StandaloneOptions = {
  /** Shown in the frame's bar, e.g. "Trial system". */
  title: string;
  /** Handy links to the area's own pages. */
  links: Array<{ to: string; label: string }>;
};

/**
 * Mounts a remote's exposed Routes on its own, inside the same providers the shell uses, for solo development
 * (`npm run dev -w @claims/mfe-<area>`). Production pages are always framed by the shell.
 */
export function mountStandalone(Routes: ComponentType, { title, links }: StandaloneOptions) {
  const Frame = () => (
    <>
      <Bar>
        <strong>{title} · standalone</strong>
        <nav aria-label="Area pages">
          {links.map((link) => (
            <NavLink key={link.to} to={link.to} style={{ marginLeft: '1rem' }}>
              {link.label}
            </NavLink>
          ))}
        </nav>
      </Bar>
      <main id="main">
        <Routes />
      </main>
    </>
  );
  const router = createBrowserRouter([{ path: '*', element: <Frame /> }]);
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}
