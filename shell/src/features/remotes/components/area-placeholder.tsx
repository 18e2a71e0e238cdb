import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { discardPrerenderedSnapshot, prerenderedSnapshotFor } from '../lib/prerendered-snapshot';
import { AreaSkeleton } from './area-skeleton';

/** While an area loads: the page the edge prerendered for this path (the visitor already sees it), else a skeleton. */
export function AreaPlaceholder({ title }: { title?: string }) {
  const { pathname } = useLocation();
  const snapshot = prerenderedSnapshotFor(pathname);
  if (snapshot) {
    // Static markup produced at build time by the area's own components; its styles are scoped to the wrapper.
    return (
      <div
        data-prerendered={snapshot.path}
        aria-busy="true"
        dangerouslySetInnerHTML={{ __html: snapshot.html }}
      />
    );
  }
  return <AreaSkeleton title={title} />;
}

/** Rendered after an area's routes: once they are on screen, the prerendered snapshot has served its purpose. */
export function AreaLive() {
  useEffect(() => discardPrerenderedSnapshot(), []);
  return null;
}
