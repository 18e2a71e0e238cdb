import { act, screen, waitFor } from '@testing-library/react';
import { lazy } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { getSession, useSession } from '@claims/web-kit';
import { Toaster, toast } from '../src';
import {
  cleanUpArea,
  expectEveryRequestHandled,
  makeSession,
  mockApi,
  renderArea,
  requestsTo,
  signOutIfNeeded,
} from '../src/testing';

function Greeting() {
  const session = useSession();
  return <h1>{session ? `Hello ${session.user.fullName}` : 'Signed out'}</h1>;
}

function Notice() {
  const { state } = useLocation() as { state: { notice?: string } | null };
  return <p>{state?.notice ?? 'No notice'}</p>;
}

// A page whose code is its own chunk, with no boundary of the area's own (the shell's boundary shows meanwhile).
const LazyPage = lazy(async () => ({ default: () => <h1>Loaded page</h1> }));

function AreaRoutes() {
  return (
    <Routes>
      <Route path="/hello" element={<Greeting />} />
      <Route path="/notice" element={<Notice />} />
      <Route path="/lazy" element={<LazyPage />} />
    </Routes>
  );
}

afterEach(signOutIfNeeded);

describe('the remote test kit', () => {
  it('fails a request nobody answers, naming it', async () => {
    mockApi({ 'GET /api/parts/entries': () => ({ status: 200, body: { items: [] } }) });
    await expect(fetch('/api/parts/other?x=1')).rejects.toThrow('Unhandled request GET /api/parts/other?x=1');
    expect(() => expectEveryRequestHandled()).toThrow('Requests with no handler: GET /api/parts/other?x=1');
    expect(() => expectEveryRequestHandled()).not.toThrow();
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

  it('answers a key with a query string only for that exact query, before the key without one', async () => {
    mockApi({
      'GET /api/parts/entries': () => ({ status: 200, body: { page: 'any' } }),
      'GET /api/parts/entries?limit=20&cursor=next-1': () => ({ status: 200, body: { page: 'second' } }),
      'GET /api/parts/kinds?limit=20': () => ({ status: 200, body: { page: 'first' } }),
    });
    expect(await (await fetch('/api/parts/entries?limit=20&cursor=next-1')).text()).toBe('{"page":"second"}');
    expect(await (await fetch('/api/parts/entries?limit=20')).text()).toBe('{"page":"any"}');
    expect(await (await fetch('/api/parts/kinds?limit=20')).text()).toBe('{"page":"first"}');
    await expect(fetch('/api/parts/kinds?limit=50')).rejects.toThrow(
      'Unhandled request GET /api/parts/kinds?limit=50',
    );
    await expect(fetch('/api/parts/kinds')).rejects.toThrow('Unhandled request GET /api/parts/kinds');
    expect(() => expectEveryRequestHandled()).toThrow(
      'Requests with no handler: GET /api/parts/kinds?limit=50, GET /api/parts/kinds',
    );
  });

  it('picks the requests one key answers: by method and path, and by exact query when the key has one', async () => {
    const requests = mockApi({
      'GET /api/parts/entries': () => ({ status: 200, body: [] }),
      'POST /api/parts/entries': ({ body }) => ({ status: 201, body }),
    });
    await fetch('/api/parts/entries?limit=20');
    await fetch('/api/parts/entries?limit=20&cursor=next-1');
    await fetch('/api/parts/entries', { method: 'POST', body: JSON.stringify({ title: 'Gasket' }) });
    const searches = (key: string) => requestsTo(requests, key).map((r) => r.url.search);
    expect(searches('GET /api/parts/entries')).toEqual(['?limit=20', '?limit=20&cursor=next-1']);
    expect(searches('GET /api/parts/entries?limit=20&cursor=next-1')).toEqual(['?limit=20&cursor=next-1']);
    expect(searches('GET /api/parts/entries?limit=50')).toEqual([]);
    expect(requestsTo(requests, 'POST /api/parts/entries').map((r) => r.body)).toEqual([{ title: 'Gasket' }]);
    expect(requestsTo(requests, 'DELETE /api/parts/entries')).toEqual([]);
  });

  it('renders an area signed in with the given session', async () => {
    await renderArea(AreaRoutes, '/hello', {
      session: makeSession(['customer'], { fullName: 'Jordan Lee' }),
    });
    expect(screen.getByRole('heading', { name: 'Hello Jordan Lee' })).toBeInTheDocument();
    expect(getSession()?.roles).toEqual(['customer']);
  });

  it('resolves once a lazily loaded page is on screen', async () => {
    await renderArea(AreaRoutes, '/lazy');
    expect(screen.getByRole('heading', { name: 'Loaded page' })).toBeInTheDocument();
  });

  it('starts at a location with state', async () => {
    const { router } = await renderArea(AreaRoutes, {
      pathname: '/notice',
      state: { notice: 'Welcome back!' },
    });
    expect(screen.getByText('Welcome back!')).toBeInTheDocument();
    expect(router.location.pathname).toBe('/notice');
  });

  it('cleans up after a test (notices, session, storage), then fails it on a request nobody answered', async () => {
    await renderArea(
      () => (
        <>
          <Toaster />
          <AreaRoutes />
        </>
      ),
      '/hello',
      { session: makeSession(['customer']) },
    );
    act(() => void toast('Saved'));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    localStorage.setItem('cart', '[]');
    sessionStorage.setItem('draft', '{}');
    await expect(fetch('/api/parts/missing')).rejects.toThrow('Unhandled request GET /api/parts/missing');

    await expect(cleanUpArea()).rejects.toThrow('Requests with no handler: GET /api/parts/missing');
    expect(getSession()).toBeNull();
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    await waitFor(() => expect(screen.queryByText('Saved')).not.toBeInTheDocument());
    await expect(cleanUpArea()).resolves.toBeUndefined();
  });

  it('starts signed out when no session is given', async () => {
    await renderArea(AreaRoutes, '/hello');
    expect(screen.getByRole('heading', { name: 'Signed out' })).toBeInTheDocument();
  });
});
