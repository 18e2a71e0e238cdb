/** Where the visitor is (the router's location) and where they came from, stored with the lead. */
export function pageContext(location: { pathname: string; search: string }): {
  page: string;
  referrer?: string;
} {
  const page = `${location.pathname}${location.search}`.slice(0, 2048);
  const referrer = document.referrer ? document.referrer.slice(0, 2048) : undefined;
  return { page, ...(referrer ? { referrer } : {}) };
}
