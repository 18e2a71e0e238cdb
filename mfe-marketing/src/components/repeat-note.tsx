import { formatCentral } from '../lib/format-central';

/**
 * Said on a confirmation when the service recognised the submission as one it already had (the same answers from
 * the same address within a day): nothing new was stored and no second email went out.
 */
export function RepeatNote({ receivedAt }: { receivedAt: string }) {
  return (
    <p>
      We already had this from you (received <time dateTime={receivedAt}>{formatCentral(receivedAt)}</time>),
      so it was not sent twice.
    </p>
  );
}
