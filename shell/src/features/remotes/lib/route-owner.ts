import type { AreaPage } from '@claims/contracts';
import { matchPath } from 'react-router-dom';
import type { AreaRoutes } from '../api/get-remotes-manifest';

export type PageOwner = { area: string; page: AreaPage };

/** The remote and page a path belongs to, from the lists the remotes publish (`/remotes.json`), or null. */
export function findPageOwner(pathname: string, routes: Record<string, AreaRoutes>): PageOwner | null {
  for (const [area, list] of Object.entries(routes)) {
    const page = list.pages.find((candidate) => matchPath({ path: candidate.path, end: true }, pathname));
    if (page) return { area, page };
  }
  return null;
}
