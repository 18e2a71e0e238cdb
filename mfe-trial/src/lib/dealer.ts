import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DealerLoginBody,
  DealerPartList,
  PartsOrder,
  PartsOrderList,
  PartsOrderStatus,
  PlacePartsOrderBody,
} from '@claims/contracts';
import { api } from '@claims/web-kit';
import { trialKeys } from './query-keys';

export const dealerLogin = (body: DealerLoginBody) =>
  api.post<{ dealer: string }>('/api/trial/dealer/login', body, { auth: 'required' });

export function useDealerLogin() {
  return useMutation({ mutationFn: dealerLogin });
}

export const getDealerParts = (signal?: AbortSignal) =>
  api.get<DealerPartList>('/api/trial/dealer/parts', { auth: 'required', signal });

export const getDealerPartsQueryOptions = () =>
  queryOptions({ queryKey: trialKeys.dealerParts(), queryFn: ({ signal }) => getDealerParts(signal) });

/** How often the catalog's stock is read again while the page is shown (other technicians order too). */
export const dealerStockRefreshMs = 15_000;

/** The catalog with live stock: read again every 15 s while shown, when the window regains focus, after every order. */
export function useDealerParts(enabled = true) {
  return useQuery({
    ...getDealerPartsQueryOptions(),
    enabled,
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: dealerStockRefreshMs,
  });
}

export const getCasePartsOrders = (caseId: string, signal?: AbortSignal) =>
  api.get<PartsOrderList>(`/api/trial/cases/${encodeURIComponent(caseId)}/parts-orders`, {
    auth: 'required',
    signal,
  });

export const getCasePartsOrdersQueryOptions = (caseId: string) =>
  queryOptions({
    queryKey: trialKeys.casePartsOrders(caseId),
    queryFn: ({ signal }) => getCasePartsOrders(caseId, signal),
  });

export function useCasePartsOrders(caseId: string) {
  return useQuery(getCasePartsOrdersQueryOptions(caseId));
}

/** `idempotencyKey`: one per order the technician means to place, so sending it twice places it once. */
export const placePartsOrder = (caseId: string, body: PlacePartsOrderBody, idempotencyKey?: string) =>
  api.post<PartsOrder>(`/api/trial/cases/${encodeURIComponent(caseId)}/parts-orders`, body, {
    auth: 'required',
    idempotencyKey,
  });

/** Orders the cart for a case; stock, the case and its orders refresh either way (a refusal may mean stock moved). */
export function usePlacePartsOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      caseId,
      body,
      idempotencyKey,
    }: {
      caseId: string;
      body: PlacePartsOrderBody;
      idempotencyKey?: string;
    }) => placePartsOrder(caseId, body, idempotencyKey),
    // Not awaited: the answer is shown at once, even while the re-read waits on a slow service.
    onSettled: () =>
      void Promise.all([
        queryClient.invalidateQueries({ queryKey: trialKeys.dealerParts() }),
        queryClient.invalidateQueries({ queryKey: trialKeys.cases() }),
      ]),
  });
}

export const movePartsOrder = (orderId: string, status: PartsOrderStatus) =>
  api.patch<PartsOrder>(
    `/api/trial/parts-orders/${encodeURIComponent(orderId)}`,
    { status },
    { auth: 'required' },
  );

export function useMovePartsOrder(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, status }: { orderId: string; status: PartsOrderStatus }) =>
      movePartsOrder(orderId, status),
    // Not awaited: the answer is shown at once, even while the re-read waits on a slow service.
    onSettled: () =>
      void Promise.all([
        queryClient.invalidateQueries({ queryKey: trialKeys.casePartsOrders(caseId) }),
        queryClient.invalidateQueries({ queryKey: trialKeys.caseDetail(caseId) }),
        queryClient.invalidateQueries({ queryKey: trialKeys.dealerParts() }),
      ]),
  });
}
