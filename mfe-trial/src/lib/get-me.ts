import type { MeResponse } from '@claims/contracts';
import { api } from '@claims/web-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { trialKeys } from './query-keys';

export function getMe(): Promise<MeResponse> {
  return api.get<MeResponse>('/api/auth/me', { auth: 'required' });
}

/** The signed-in user's profile and current roles (roles may have changed since the session was issued). */
export function getMeQueryOptions(userId: string) {
  return queryOptions({ queryKey: trialKeys.me(userId), queryFn: getMe, enabled: userId !== '' });
}

export function useMe(userId: string) {
  return useQuery(getMeQueryOptions(userId));
}
