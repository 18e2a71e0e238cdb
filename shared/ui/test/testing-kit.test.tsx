import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { getSession, useSession } from '@claims/web-kit';
import { makeSession, mockApi, renderArea, signOutIfNeeded } from '../src/testing';

function Greeting() {
  const session = useSession();
  return <h1>{session ? `Hello ${session.user.fullName}` : 'Signed out'}</h1>;
}

function AreaRoutes() {
  return (
    <Routes>
      <Route path="/hello" element={<Greeting />} />
    </Routes>
  );
}

afterEach(signOutIfNeeded);

describe('the remote test kit', () => {
  it('fails a request nobody answers, naming it', async () => {
    mockApi({ 'GET /api/parts/entries': () => ({ status: 200, body: { items: [] } }) });
    await expect(fetch('/api/parts/other?x=1')).rejects.toThrow('Unhandled request GET /api/parts/other?x=1');
  });

  it('answers handled requests and records what was sent', async () => {
    const requests = mockApi({ 'POST /api/parts/entries': ({ body }) => ({ status: 201, body }) });
    const response = await fetch('/api/parts/entries', {
      method: 'POST',
      body: JSON.stringify({ title: 'Gasket' }),
    });
    expect(response.status).toBe(201);
    expect(await response.text()).toBe('{"title":"Gasket"}');
    expect(requests.map((r) => [r.method, r.url.pathname, r.body])).toEqual([
      ['POST', '/api/parts/entries', { title: 'Gasket' }],
    ]);
  });

  it('renders an area signed in with the given session', async () => {
    await renderArea(AreaRoutes, '/hello', {
      session: makeSession(['customer'], { fullName: 'Jordan Lee' }),
    });
    expect(screen.getByRole('heading', { name: 'Hello Jordan Lee' })).toBeInTheDocument();
    expect(getSession()?.roles).toEqual(['customer']);
  });

  it('starts signed out when no session is given', async () => {
    await renderArea(AreaRoutes, '/hello');
    expect(screen.getByRole('heading', { name: 'Signed out' })).toBeInTheDocument();
  });
});
