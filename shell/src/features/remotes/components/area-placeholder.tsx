import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { discardPrerenderedSnapshot, prerenderedSnapshotFor } from '../lib/prerendered-snapshot';
import {
  carryTypedInputToLivePage,
  followEnterInCopy,
  rememberTypedInput,
  restoreTypedInput,
  takeOverEdgeCopy,
} from '../lib/typed-input';
import { AreaSkeleton } from './area-skeleton';

/**
 * The prerendered page, shown again while its area loads. What the visitor typed into the page before (the edge's
 * copy, or an earlier one of these) is put back when it appears, and noted again when it goes, with an Enter pressed
 * in one of its fields.
 */
function PrerenderedCopy({ path, html }: { path: string; html: string }) {
  const copy = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = copy.current;
    if (!element) return undefined;
    takeOverEdgeCopy();
    restoreTypedInput(element, path);
    const stopFollowingEnter = followEnterInCopy(element, path);
    return () => {
      stopFollowingEnter();
      rememberTypedInput(element, path);
    };
  }, [path, html]);
  // Static markup produced at build time by the area's own components; its styles are scoped to the wrapper.
  return (
    <div ref={copy} data-prerendered={path} aria-busy="true" dangerouslySetInnerHTML={{ __html: html }} />
  );
}

/** While an area loads: the page the edge prerendered for this path (the visitor already sees it), else a skeleton. */
export function AreaPlaceholder({ title }: { title?: string }) {
  const { pathname } = useLocation();
  const snapshot = prerenderedSnapshotFor(pathname);
  if (snapshot) return <PrerenderedCopy path={snapshot.path} html={snapshot.html} />;
  return <AreaSkeleton title={title} />;
}

/**
 * Rendered after an area's routes: once they are on screen, the prerendered snapshot has served its purpose, and
 * what was typed into it goes to the live page.
 */
export function AreaLive() {
  const { pathname } = useLocation();
  const livePath = useRef(pathname);
  useEffect(() => {
    discardPrerenderedSnapshot();
    takeOverEdgeCopy();
    return carryTypedInputToLivePage(livePath.current);
  }, []);
  return null;
}
