/**
 * The record the edge sent with the page (`<script type="application/json" id="page-data" data-api="…">`, see
 * `PrerenderedPage.data` in @claims/contracts): the answer of `GET <api>` for the signed-in visitor, read when the
 * page was requested. A page seeds its query with it, so its first render needs no request (the query still
 * refreshes it as usual). It is handed out once, for its own API path only.
 */
export function takePageData<T>(api: string): T | undefined {
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById('page-data');
  if (!(element instanceof HTMLScriptElement) || element.dataset.api !== api) return undefined;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '') as T;
  } catch {
    return undefined;
  }
}
