import { EmailOutbox } from '@claims/ui';
import { marketingKeys } from '../../../lib/query-keys';
import { marketingOutboxPath } from '../api/get-outbox';

/** Every email the site wrote for demo requests and applications (visitor confirmations, team notifications). */
export function OutboxTable() {
  return (
    <EmailOutbox
      path={marketingOutboxPath}
      queryKey={marketingKeys.outbox()}
      emptyDescription="Demo requests and partner applications write a confirmation and a team notification here."
    />
  );
}
