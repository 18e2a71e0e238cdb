import { createQueryClient, signIn, signOut, useSession } from '@claims/web-kit';
import { StrictMode, useState, type ComponentType, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../components/button';
import { TextInput } from '../components/inputs';
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
  form {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

/**
 * Sign-in for solo work on an area (its own dev server has no /auth page): against whatever identity service
 * /api/auth reaches, with the demo admin filled in.
 */
function DevSession() {
  const session = useSession();
  const [error, setError] = useState('');
  if (session) {
    return (
      <div>
        {session.user.email} ({session.roles.join(', ')}){' '}
        <Button size="sm" variant="ghost" onClick={() => void signOut()}>
          Sign Out
        </Button>
      </div>
    );
  }
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    try {
      setError('');
      await signIn({ email: String(data.get('email')), password: String(data.get('password')) });
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'Sign-in failed');
    }
  };
  return (
    <form onSubmit={onSubmit} aria-label="Developer sign-in">
      <TextInput name="email" aria-label="Email" defaultValue="admin@demo.local" />
      <TextInput name="password" aria-label="Password" type="password" defaultValue="demo1234" />
      <Button type="submit" size="sm">
        Sign In
      </Button>
      {error && <span role="alert">{error}</span>}
    </form>
  );
}

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
        <DevSession />
      </Bar>
      <main id="main">
        <Routes />
      </main>
    </>
  );
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={createQueryClient()}>
        <BrowserRouter>
          <Frame />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
}
