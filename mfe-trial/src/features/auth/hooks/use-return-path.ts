import { useSearchParams } from 'react-router-dom';
import { sameSitePath } from '@claims/contracts';
import { paths, returnToParam } from '../../../config/paths';

/** Where to go after signing in or up: the validated `returnTo` of the address, or the dashboard. */
export function useReturnPath(): string {
  const [searchParams] = useSearchParams();
  return sameSitePath(searchParams.get(returnToParam), paths.auth) ?? paths.dashboard;
}
