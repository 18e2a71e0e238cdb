import type { ClientErrorReport } from '@claims/contracts';

const maxLength = 2000;
const recent = new Map<string, number>();
const dedupeWindowMs = 2000;

/**
 * Logs a browser-side failure (missing page, area that failed to load, render crash) to the console
 * and to the edge's log through `POST /api/client-errors`. Never throws.
 */
export function reportClientError(report: ClientErrorReport): void {
  const body: ClientErrorReport = {
    kind: report.kind,
    message: (report.message.trim() || report.kind).slice(0, maxLength),
    path: report.path.slice(0, maxLength),
  };
  const key = `${body.kind}|${body.path}|${body.message}`;
  const now = Date.now();
  const last = recent.get(key);
  // Development double-mounts effects; one report per event is enough.
  if (last !== undefined && now - last < dedupeWindowMs) return;
  recent.set(key, now);
  if (recent.size > 100) recent.clear();

  console.error(`[${body.kind}] ${body.message} (at ${body.path})`);
  if (typeof fetch !== 'function') return;
  try {
    fetch('/api/client-errors', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // Reporting must never break the page that is reporting.
  }
}
