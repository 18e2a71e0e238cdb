import type { LiveStatus } from './case-events-connection';

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
 * A small badge telling whether changes arrive by themselves: "Live", or "Updates paused" while reconnecting
 * (the page catches up as soon as it is live again).
 */
export function LiveIndicator({ status }: { status: LiveStatus }) {
  return (
    <span
      role="status"
      aria-label="Live updates"
      data-live-status={status}
      title={status === 'paused' ? 'Reconnecting; the list catches up when live again' : undefined}
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
  );
}
