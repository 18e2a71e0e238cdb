import { useState, type FormEvent } from 'react';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Container, TextInput } from '@claims/ui';
import { signIn, signOut, useSession } from '@claims/web-kit';
import { paths } from '../config/paths';
import GuidesRoutes from './routes';

const Header = styled.header`
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Bar = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  min-height: ${({ theme }) => theme.layout.headerHeight};
  nav {
    display: flex;
    gap: ${({ theme }) => theme.space(4)};
  }
  a.active {
    font-weight: 700;
  }
  form {
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

/** Sign-in for solo work on this area, against whatever identity service /api/auth reaches. */
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
      <TextInput
        name="email"
        aria-label="Email"
        placeholder="admin@demo.local"
        defaultValue="admin@demo.local"
      />
      <TextInput name="password" aria-label="Password" type="password" defaultValue="demo1234" />
      <Button type="submit" size="sm">
        Sign In
      </Button>
      {error && <span role="alert">{error}</span>}
    </form>
  );
}

/** The remote on its own: a minimal header around the same routes the shell mounts. */
export function StandaloneFrame() {
  return (
    <>
      <Header>
        <Bar>
          <nav aria-label="Guides area">
            <NavLink to={paths.library.href()}>Library</NavLink>
            <NavLink to={paths.upload.href()}>Upload</NavLink>
            <NavLink to={paths.admin.href()}>Admin</NavLink>
          </nav>
          <DevSession />
        </Bar>
      </Header>
      <main>
        <GuidesRoutes />
      </main>
    </>
  );
}
