/** A new key per filled-in form: the server stores a submission once per key, however often it is sent. */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Where the visitor is (the router's location) and where they came from, stored with the lead. */
export function pageContext(location: { pathname: string; search: string }): {
  page: string;
  referrer?: string;
} {
  const page = `${location.pathname}${location.search}`.slice(0, 2048);
  const referrer = document.referrer ? document.referrer.slice(0, 2048) : undefined;
  return { page, ...(referrer ? { referrer } : {}) };
}
