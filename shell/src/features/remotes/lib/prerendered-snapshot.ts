import { watchEdgeCopy } from './typed-input';

/** The page the edge prerendered into #root (see PrerenderedPage in @claims/contracts), kept until its area is live. */
export type PrerenderedSnapshot = { path: string; html: string };

let snapshot: PrerenderedSnapshot | null = null;

/**
 * Reads the prerendered page out of the root element before React takes the element over, with anything the visitor
 * has typed into it already (`typed-input.ts`).
 */
export function capturePrerenderedSnapshot(container: Element) {
  const element = container.querySelector<HTMLElement>(':scope > [data-prerendered]');
  snapshot = element ? { path: element.dataset.prerendered ?? '', html: element.innerHTML } : null;
  if (element && snapshot) watchEdgeCopy(element, snapshot.path);
}

export function prerenderedSnapshotFor(pathname: string): PrerenderedSnapshot | null {
  return snapshot && snapshot.path === pathname ? snapshot : null;
}

/** Once an area has rendered live, later loads show the skeleton: the snapshot may no longer match the page. */
export function discardPrerenderedSnapshot() {
  snapshot = null;
}
