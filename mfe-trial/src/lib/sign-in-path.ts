import { paths } from '../config/paths';
import { returnToParam } from '../features/auth/hooks/use-return-path';

/** /auth, asking to come back to `from` after signing in (the dashboard is where sign-in goes anyway). */
export function signInPath(from: string): string {
  return from === paths.dashboard ? paths.auth : `${paths.auth}?${returnToParam}=${encodeURIComponent(from)}`;
}
