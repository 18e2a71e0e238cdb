import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CaseSummaryCounts } from '@claims/contracts';
import { api } from '@claims/web-kit';
import { trialKeys } from '../query-keys';

export function getCaseSummary(): Promise<CaseSummaryCounts> {
  return api.get<CaseSummaryCounts>('/api/trial/cases/summary', { auth: 'required' });
}

export const getCaseSummaryQueryOptions = () =>
  queryOptions({ queryKey: trialKeys.caseSummary(), queryFn: getCaseSummary });

/** The Active Cases count (cases in scope, not completed or cancelled). */
export function useCaseSummary() {
  return useQuery(getCaseSummaryQueryOptions());
}
