import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { Link, MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { HistoryTrail } from '../../src/app/history-trail';
import { NavigationFocus } from '../../src/app/navigation-focus';
import { historyEntryKey, previousEntryPath } from '@claims/web-kit';
import { pageContentId } from '@claims/ui';

/** An account menu whose items go away when one is chosen, as the header's does. */
function Menu() {
  const [open, setOpen] = useState(true);
  return (
    <nav>
      {open && (
        <Link to="/trial-dashboard" onClick={() => setOpen(false)}>
          Dashboard
        </Link>
      )}
      <Link to="/repair-guides">Repair Guides</Link>
    </nav>
  );
}

function Site() {
  return (
    <>
      <Menu />
      <main id="main" tabIndex={-1}>
        <Routes>
          <Route path="/" element={<h1>Home</h1>} />
          <Route path="/trial-dashboard" element={<h1>Dashboard</h1>} />
          <Route path="/repair-guides" element={<h1>Library</h1>} />
        </Routes>
      </main>
      <NavigationFocus />
    </>
  );
}

describe('NavigationFocus', () => {
  it('moves focus that went away with a closed menu to the main content of the new page', async () => {
    render(
      <MemoryRouter>
        <Site />
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    screen.getByRole('link', { name: 'Dashboard' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('main')));
  });

  it('does the same when the menu item chosen is the page already shown', async () => {
    render(
      <MemoryRouter initialEntries={['/trial-dashboard']}>
        <Site />
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    screen.getByRole('link', { name: 'Dashboard' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('main')));
  });

  it("goes past a page's own navigation to its content when the page names it (the landing page)", async () => {
    function SignOut() {
      const [shown, setShown] = useState(true);
      const navigate = useNavigate();
      return shown ? (
        <button
          onClick={() => {
            setShown(false);
            navigate('/');
          }}
        >
          Sign Out
        </button>
      ) : null;
    }
    render(
      <MemoryRouter initialEntries={['/trial-dashboard']}>
        <SignOut />
        <main id="main" tabIndex={-1}>
          <Routes>
            <Route path="/trial-dashboard" element={<h1>Dashboard</h1>} />
            <Route
              path="/"
              element={
                <>
                  <nav aria-label="Landing">
                    <a href="/repair-guides">Guides</a>
                  </nav>
                  <div id={pageContentId} tabIndex={-1}>
                    <h1>Home</h1>
                  </div>
                </>
              }
            />
          </Routes>
        </main>
        <NavigationFocus />
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Sign Out' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement?.id).toBe(pageContentId));
  });

  it('leaves focus on a link that is still there', async () => {
    render(
      <MemoryRouter>
        <Site />
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    const library = screen.getByRole('link', { name: 'Repair Guides' });
    library.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Library' })).toBeInTheDocument();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(document.activeElement).toBe(library);
  });
});

describe('NavigationFocus on Back', () => {
  /** A library whose cards arrive a moment after the page (as from the service), and a guide page. */
  function Library() {
    const [cards, setCards] = useState<string[]>([]);
    useEffect(() => {
      const timer = setTimeout(() => setCards(['a', 'b', 'c']), 30);
      return () => clearTimeout(timer);
    }, []);
    return (
      <>
        <h1>Library</h1>
        <ul>
          {cards.map((id) => (
            <li key={id}>
              <Link to={`/repair-guide/${id}`}>Guide {id}</Link>
            </li>
          ))}
        </ul>
      </>
    );
  }
  function GuidePage() {
    const navigate = useNavigate();
    return (
      <>
        <h1>Guide</h1>
        <button onClick={() => navigate(-1)}>Back</button>
      </>
    );
  }
  function Guides() {
    return (
      <main id="main" tabIndex={-1}>
        <Routes>
          <Route path="/repair-guides" element={<Library />} />
          <Route path="/repair-guide/:id" element={<GuidePage />} />
        </Routes>
        <NavigationFocus />
      </main>
    );
  }

  it('returns focus to the card the visitor opened, once the list shows it again', async () => {
    render(
      <MemoryRouter initialEntries={['/repair-guides']}>
        <Guides />
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    const card = await screen.findByRole('link', { name: 'Guide b' });
    card.focus();
    await user.keyboard('{Enter}');
    const back = await screen.findByRole('button', { name: 'Back' });
    back.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Library' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Guide b' })).toHaveFocus());
  });

  it('leaves focus on the main content when the visitor had moved on from the link before leaving', async () => {
    render(
      <MemoryRouter initialEntries={['/repair-guides']}>
        <Guides />
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    (await screen.findByRole('link', { name: 'Guide b' })).focus();
    screen.getByRole('main').focus();
    await act(() => screen.getByRole('link', { name: 'Guide c' }).click());
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('link', { name: 'Guide b' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('main')).toHaveFocus();
  });
});

describe('HistoryTrail', () => {
  beforeEach(() => sessionStorage.clear());

  it('records each entry the visitor reaches and the one it was pushed from', async () => {
    render(
      <MemoryRouter initialEntries={[{ pathname: '/repair-guides', key: 'first' }]}>
        <Site />
        <HistoryTrail />
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    const stored = JSON.parse(sessionStorage.getItem('claims.history-trail.v1') ?? '{}') as Record<
      string,
      { path: string; from?: string }
    >;
    const key = Object.keys(stored)
      .find((slot) => stored[slot].path === '/trial-dashboard')!
      .slice(2);
    expect(previousEntryPath(historyEntryKey(key))).toBe('/repair-guides');
  });
});
