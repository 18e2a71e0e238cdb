import { historyEntryKey, previousEntryPath } from '@claims/web-kit';
import { useCallback, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * What `backTo(path)` did: went `back` (the entry behind shows `path`), did nothing because this entry is being left
 * by Back already (`leaving`), or nothing because Back would not reach `path`: the caller goes `forward` to it.
 */
export type BackMove = 'back' | 'leaving' | 'forward';

/**
 * Returns `backTo(path, beforeBack?)`, which goes Back when the history entry behind the one on screen shows `path`
 * (the shell's history trail knows), so a page the visitor came from is returned to as the browser's Back would (its
 * scroll and loaded data kept) and is not in the history twice. A second call while that move is under way does
 * nothing: one click or one sign-in never goes Back twice. `beforeBack` runs just before the move.
 */
export function useBackTo(): (path: string, beforeBack?: () => void) => BackMove {
  const navigate = useNavigate();
  const { key } = useLocation();
  // The entry being left by Back.
  const leaving = useRef<string | undefined>(undefined);
  return useCallback(
    (path, beforeBack) => {
      const entry = historyEntryKey(key);
      if (leaving.current === entry) return 'leaving';
      if (previousEntryPath(entry) !== path) return 'forward';
      leaving.current = entry;
      beforeBack?.();
      void navigate(-1);
      return 'back';
    },
    [navigate, key],
  );
}
