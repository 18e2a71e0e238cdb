import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { toast, Toaster } from '../src/components/toaster';
import { leaveArrivalNotice, useArrivalNotice } from '../src/hooks/use-arrival-notice';

let navigate: NavigateFunction;
let state: unknown;

function Page() {
  useArrivalNotice();
  navigate = useNavigate();
  state = useLocation().state;
  return <Toaster />;
}

const renderAt = (entries: (string | { pathname: string; state?: unknown })[]) =>
  render(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <Page />
    </MemoryRouter>,
  );

describe('useArrivalNotice', () => {
  beforeEach(() => sessionStorage.clear());
  // Toasts live in one store for the whole file: none may outlast its test.
  afterEach(() => act(() => void toast.dismiss()));

  it('shows the notice sent in the location state once, and takes it off the entry', async () => {
    renderAt([{ pathname: '/repair-guide/g1', state: { notice: 'Welcome back!' } }]);
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    expect(state).toBeNull();
  });

  it('shows a notice left for the page reached by Back, only on that page and only once', async () => {
    renderAt(['/repair-guide/g1', '/auth?returnTo=%2Frepair-guide%2Fg1']);
    leaveArrivalNotice('/repair-guide/g1', 'Account created!');
    // Not the page it was left for: nothing yet, and the notice waits.
    expect(screen.queryByText('Account created!')).not.toBeInTheDocument();
    act(() => navigate(-1));
    expect(await screen.findByText('Account created!')).toBeInTheDocument();
    expect(sessionStorage.length).toBe(0);
  });

  it('drops a notice left more than 10 s before the page is reached', async () => {
    jest.useFakeTimers({
      now: new Date('2026-11-27T12:00:00Z'),
      doNotFake: ['setTimeout', 'queueMicrotask'],
    });
    try {
      leaveArrivalNotice('/repair-guide/g1', 'An old notice');
      jest.setSystemTime(new Date('2026-11-27T12:00:11Z'));
      renderAt(['/repair-guide/g1']);
      await act(async () => {});
      expect(screen.queryByText('An old notice')).not.toBeInTheDocument();
      expect(sessionStorage.length).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });
});
