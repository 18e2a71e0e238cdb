import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CaseDetail } from '@claims/contracts';
import { api, isApiRequestError } from '@claims/web-kit';
import { trialKeys } from '../query-keys';

export function getCase(id: string, signal?: AbortSignal): Promise<CaseDetail> {
  return api.get<CaseDetail>(`/api/trial/cases/${encodeURIComponent(id)}`, { auth: 'required', signal });
}

export const getCaseQueryOptions = (id: string) =>
  queryOptions({
    queryKey: trialKeys.caseDetail(id),
    queryFn: ({ signal }) => getCase(id, signal),
    // A missing case stays missing: no retries for 404.
    retry: (count, error) => !(isApiRequestError(error) && error.status === 404) && count < 2,
  });

/** One case as its page shows it (404 when it does not exist or is not the caller's to see). */
export function useCase(id: string) {
  return useQuery(getCaseQueryOptions(id));
}
