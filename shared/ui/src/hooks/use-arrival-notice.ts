import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from '../components/toaster';

/**
 * Shows the notice another area sent along when it brought the visitor here (sign-in returns with
 * `state.notice` = 'Welcome back!' or 'Account created!'): that area's own toaster is gone once its page is.
 * The notice is removed from the history entry, so Back or a reload does not show it again.
 */
export function useArrivalNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const notice = (location.state as { notice?: unknown } | null)?.notice;
  useEffect(() => {
    if (typeof notice !== 'string' || !notice) return;
    toast.success(notice);
    navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true, state: null });
  }, [notice, navigate, location.pathname, location.search, location.hash]);
}
