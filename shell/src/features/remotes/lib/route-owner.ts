import { remoteNames, remoteRoutes, type RemoteName } from '@claims/contracts';
import { matchPath } from 'react-router-dom';

/** The remote that owns a path (from `remoteRoutes`), or null for a path no area has: the shell's 404. */
export function findRemoteForPath(pathname: string): RemoteName | null {
  for (const name of remoteNames) {
    if (remoteRoutes[name].some((pattern) => matchPath({ path: pattern, end: true }, pathname))) return name;
  }
  return null;
}
