import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { CaseEvent } from '@claims/contracts';
import { CaseEventsConnection, type WebSocketLike } from '../../src/live/case-events-connection';
import { pausedRefreshMs, useLiveCaseQueries } from '../../src/live/use-live-case-queries';
import { LiveIndicator } from '../../src/live/live-indicator';

type Handlers = Pick<WebSocketLike, 'onopen' | 'onmessage' | 'onclose'>;

function fakeConnection() {
  let socket: (WebSocketLike & Handlers) | undefined;
  const connection = new CaseEventsConnection({
    getAccessToken: async () => 'token',
    refreshAccessToken: async () => 'token',
    createSocket: () => {
      socket = {
        readyState: 1,
        send: () => undefined,
        close: () => undefined,
        onopen: null,
        onmessage: null,
        onclose: null,
        onerror: null,
      };
      return socket;
    },
    url: () => 'ws://site.test/ws',
  });
  const deliver = (message: unknown) => socket?.onmessage?.({ data: JSON.stringify(message) });
  return {
    connection,
    deliver,
    open: () => socket?.onopen?.({}),
    drop: () => socket?.onclose?.({ code: 1006, reason: '' }),
  };
}

const changedCase = (id: string): CaseEvent => ({
  type: 'case.changed',
  operation: 'updated',
  case: {
    id,
    caseNumber: 'CA-2026-000123',
    status: 'in_call',
    deviceType: 'Washer',
    modelNumber: '',
    serialNumber: '',
    issueDescription: 'Drum does not spin',
    createdAt: null,
    updatedAt: null,
  },
  changed: ['status'],
});

function Probe({ connection, caseId }: { connection: CaseEventsConnection; caseId?: string }) {
  const status = useLiveCaseQueries([['trial', 'cases']], { connection, caseId });
  return <LiveIndicator status={status} connection={connection} />;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

async function renderProbe(caseId?: string) {
  const queryClient = new QueryClient();
  const invalidate = jest.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
  const fake = fakeConnection();
  render(
    <QueryClientProvider client={queryClient}>
      <Probe connection={fake.connection} caseId={caseId} />
    </QueryClientProvider>,
  );
  await act(async () => {
    await jest.advanceTimersByTimeAsync(0);
    fake.open();
  });
  return { ...fake, invalidate };
}

it('refetches when live (every connect), and once for a burst of events; the indicator says Live / Updates paused', async () => {
  const { deliver, drop, invalidate } = await renderProbe();
  await act(async () => {
    deliver({ type: 'ready', userId: 'u1', expiresAt: 0 });
    await jest.advanceTimersByTimeAsync(100);
  });
  expect(screen.getByRole('status', { name: 'Live updates' })).toHaveTextContent('Live');
  expect(invalidate).toHaveBeenCalledTimes(1);
  expect(invalidate).toHaveBeenLastCalledWith({ queryKey: ['trial', 'cases'] }, { cancelRefetch: false });

  await act(async () => {
    for (let i = 0; i < 50; i += 1) deliver(changedCase(`case-${i}`));
    await jest.advanceTimersByTimeAsync(100);
  });
  expect(invalidate).toHaveBeenCalledTimes(2);

  act(() => drop());
  expect(screen.getByRole('status', { name: 'Live updates' })).toHaveTextContent('Updates paused');
});

it('while paused, reads the queries again every 20 s, and Refresh reads everything shown at once', async () => {
  const { deliver, drop, invalidate } = await renderProbe();
  await act(async () => {
    deliver({ type: 'ready', userId: 'u1', expiresAt: 0 });
    await jest.advanceTimersByTimeAsync(100);
  });
  expect(screen.queryByRole('button', { name: 'Refresh' })).not.toBeInTheDocument();
  act(() => drop());
  invalidate.mockClear();
  await act(() => jest.advanceTimersByTimeAsync(pausedRefreshMs));
  expect(invalidate).toHaveBeenCalledWith({ queryKey: ['trial', 'cases'] }, { cancelRefetch: false });
  invalidate.mockClear();
  act(() => screen.getByRole('button', { name: 'Refresh' }).click());
  expect(invalidate).toHaveBeenCalledWith({ type: 'active' });
});

it('on a case page, only events about that case refetch', async () => {
  const { deliver, invalidate } = await renderProbe('case-7');
  await act(async () => {
    deliver({ type: 'ready', userId: 'u1', expiresAt: 0 });
    await jest.advanceTimersByTimeAsync(100);
  });
  invalidate.mockClear();
  await act(async () => {
    deliver(changedCase('case-8'));
    await jest.advanceTimersByTimeAsync(100);
  });
  expect(invalidate).not.toHaveBeenCalled();
  await act(async () => {
    deliver({ type: 'case.removed', id: 'case-7' });
    await jest.advanceTimersByTimeAsync(100);
  });
  expect(invalidate).toHaveBeenCalledTimes(1);
});

function StatusRecorder({ connection, seen }: { connection: CaseEventsConnection; seen: string[] }) {
  const status = useLiveCaseQueries([['trial', 'cases']], { connection });
  seen.push(status);
  return null;
}

it('says "Connecting…" from the first render, not "Live updates off" until the page listens', async () => {
  const seen: string[] = [];
  const fake = fakeConnection();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <StatusRecorder connection={fake.connection} seen={seen} />
    </QueryClientProvider>,
  );
  await act(async () => {
    await jest.advanceTimersByTimeAsync(0);
    fake.open();
    fake.deliver({ type: 'ready', userId: 'u1', expiresAt: 0 });
  });
  expect(seen[0]).toBe('connecting');
  expect(seen).not.toContain('idle');
  expect(seen.at(-1)).toBe('live');
});

it('signed out, the badge says "Live updates off"', async () => {
  const connection = new CaseEventsConnection({
    getAccessToken: async () => null,
    refreshAccessToken: async () => null,
    createSocket: () => {
      throw new Error('no socket without a session');
    },
    url: () => 'ws://site.test/ws',
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Probe connection={connection} />
    </QueryClientProvider>,
  );
  await act(() => jest.advanceTimersByTimeAsync(0));
  expect(screen.getByRole('status', { name: 'Live updates' })).toHaveTextContent('Live updates off');
});
