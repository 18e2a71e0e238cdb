import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CaseDetail } from '@claims/contracts';
import { api, takePageData } from '@claims/web-kit';
import { trialKeys } from '../query-keys';

/** The case's API path. */
export const caseApiPath = (id: string) => `/api/trial/cases/${encodeURIComponent(id)}`;
/** The same with the page's parameter: what the edge reads for the case page's first screen (`scripts/prerender-pages.tsx`). */
export const caseApiPattern = '/api/trial/cases/:id';

export function getCase(id: string, signal?: AbortSignal): Promise<CaseDetail> {
  return api.get<CaseDetail>(caseApiPath(id), { auth: 'required', signal });
}

export const getCaseQueryOptions = (id: string) =>
  queryOptions({
    queryKey: trialKeys.caseDetail(id),
    queryFn: ({ signal }) => getCase(id, signal),
    // The case the edge read for this visitor when the page was requested (the first view of a case address): as
    // fresh as any answer, and refreshed like one (the live connection refetches it once connected).
    initialData: () => takePageData<CaseDetail>(caseApiPath(id)),
  });

/** One case as its page shows it (404 when it does not exist or is not the caller's to see). */
export function useCase(id: string) {
  return useQuery(getCaseQueryOptions(id));
}
