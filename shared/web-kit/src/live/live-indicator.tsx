import { useQueryClient } from '@tanstack/react-query';
import type { CaseEventsConnection, LiveStatus } from './case-events-connection';
import { getCaseEventsConnection } from './default-connection';

const labels: Record<LiveStatus, string> = {
  idle: 'Live updates off',
  connecting: 'Connecting…',
  live: 'Live',
  paused: 'Updates paused',
};

const colours: Record<LiveStatus, string> = {
  idle: '#9ca3af',
  connecting: '#f59e0b',
  live: '#16a34a',
  paused: '#dc2626',
};

/**
 * A small badge telling whether changes arrive by themselves: "Live", or "Updates paused" while reconnecting (the
 * page is read again every 20 s meanwhile, and catches up as soon as it is live again). While paused, Refresh
 * reads the page's data at once and tries to reconnect.
 */
export function LiveIndicator({
  status,
  connection,
}: {
  status: LiveStatus;
  /** The connection the status is of; the page's shared one by default. */
  connection?: CaseEventsConnection;
}) {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ type: 'active' });
    (connection ?? getCaseEventsConnection()).retryNow();
  };
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: '0.75rem' }}>
      <span
        role="status"
        aria-label="Live updates"
        data-live-status={status}
        title={status === 'paused' ? 'Reconnecting; the page is refreshed every 20 s meanwhile' : undefined}
        style={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: '0.375rem',
          fontSize: '0.8125rem',
          color: '#4b5563',
        }}
      >
        <span
          aria-hidden="true"
          style={{ width: 8, height: 8, borderRadius: '50%', background: colours[status] }}
        />
        {labels[status]}
      </span>
      {status === 'paused' && (
        <button
          type="button"
          onClick={refresh}
          style={{
            font: 'inherit',
            fontSize: '0.8125rem',
            padding: '0.25rem 0.625rem',
            minHeight: '2rem',
            border: '1px solid #8797ab',
            borderRadius: 6,
            background: '#ffffff',
            color: '#0b4f9c',
            cursor: 'pointer',
          }}
        >
          Refresh
        </button>
      )}
    </span>
  );
}
