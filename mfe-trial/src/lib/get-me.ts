import type { MeResponse, Role } from '@claims/contracts';
import { api } from '@claims/web-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { trialKeys } from './query-keys';

export function getMe(): Promise<MeResponse> {
  return api.get<MeResponse>('/api/auth/me', { auth: 'required' });
}

/**
 * The signed-in user's profile and current roles (roles may have changed since the session was issued). Keyed by
 * the session's roles too: when an admin changes them, the session is renewed with the new ones and the profile is
 * read again, so badges, tiles and list change together.
 */
export function getMeQueryOptions(userId: string, sessionRoles: readonly Role[] = []) {
  return queryOptions({
    queryKey: trialKeys.me(userId, sessionRoles.join()),
    queryFn: getMe,
    enabled: userId !== '',
  });
}

export function useMe(userId: string, sessionRoles: readonly Role[] = []) {
  return useQuery(getMeQueryOptions(userId, sessionRoles));
}
