import type { CaseDetail, CaseHistoryEntry } from '@claims/contracts';
import { caseStatusLabel } from '@claims/contracts/src/case-status';
import { VisuallyHidden } from '@claims/ui';
import { useEffect, useRef, useState } from 'react';

/** What a screen reader is told of one change someone else made to the case. */
export function describeCaseChange(caseNumber: string, entry: CaseHistoryEntry): string {
  if (entry.kind === 'status' && entry.status)
    return `${caseNumber} is now ${caseStatusLabel(entry.status)}, changed by ${entry.byName}.`;
  if (entry.kind === 'note') return `${entry.byName} added a note to ${caseNumber}.`;
  if (entry.kind === 'assignment')
    return `${entry.byName} changed who works on ${caseNumber}: ${entry.note ?? ''}`;
  // A photo ("Added a photo") or a parts order ("Parts order shipped"): the entry's own words.
  return `${caseNumber}: ${entry.note ?? 'updated'}, by ${entry.byName}.`;
}

/**
 * A polite live region that tells a screen-reader user what others changed while the page is open (the badge, the
 * timeline and the buttons change silently otherwise). The user's own changes are left out: their toast says it.
 */
export function CaseChangeAnnouncer({ caseDetail, userId }: { caseDetail: CaseDetail; userId: string }) {
  const seen = useRef({ caseId: caseDetail.id, entries: caseDetail.history.length });
  const [message, setMessage] = useState('');

  useEffect(() => {
    const before = seen.current;
    seen.current = { caseId: caseDetail.id, entries: caseDetail.history.length };
    if (before.caseId !== caseDetail.id || caseDetail.history.length <= before.entries) return;
    const byOthers = caseDetail.history.slice(before.entries).filter((entry) => entry.byUserId !== userId);
    if (byOthers.length > 0)
      setMessage(byOthers.map((entry) => describeCaseChange(caseDetail.caseNumber, entry)).join(' '));
  }, [caseDetail, userId]);

  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true" aria-label="Changes by others">
      {message}
    </VisuallyHidden>
  );
}
