import { useLocation } from 'react-router-dom';

/** The current page (path, query and hash), for sign-in to come back to. */
export function useReturnPath(): string {
  const location = useLocation();
  return `${location.pathname}${location.search}${location.hash}`;
}
