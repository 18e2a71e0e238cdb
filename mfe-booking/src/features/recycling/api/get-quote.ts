import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RecyclingQuote, RecyclingSelectionInput } from '@claims/contracts';
import { api } from '@claims/web-kit';
import { bookingKeys } from '../../../lib/query-keys';

export function getQuote(selection: RecyclingSelectionInput, signal?: AbortSignal): Promise<RecyclingQuote> {
  return api.post<RecyclingQuote>('/api/booking/recycling/quote', selection, { signal, auth: 'none' });
}

export const getQuoteQueryOptions = (selection: RecyclingSelectionInput) =>
  queryOptions({
    queryKey: bookingKeys.quote(selection),
    queryFn: ({ signal }) => getQuote(selection, signal),
    staleTime: Infinity,
  });

/** The server's quote for the selection (the wizard shows these figures, not its own). */
export function useQuote(selection: RecyclingSelectionInput) {
  return useQuery(getQuoteQueryOptions(selection));
}
