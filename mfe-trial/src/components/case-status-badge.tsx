// The zod-free contracts file: the dashboard's list shows statuses without loading the schema library.
import { caseStatusColour, caseStatusLabel } from '@claims/contracts/src/case-status';
import { Badge } from '@claims/ui';

/** A case status in the spec's colour (grey for a status this version does not know). */
export function CaseStatusBadge({ status }: { status: string }) {
  return (
    <Badge tone={caseStatusColour(status)} data-status={status} title={caseStatusLabel(status)}>
      {status}
    </Badge>
  );
}
