import { queryOptions, useMutation, useQuery, useQueryClient, keepPreviousData } from '@tanstack/react-query';
import type { Role, SetRolesBody, UserListResponse } from '@claims/contracts';
import { api } from '@claims/web-kit';
import { trialKeys } from './query-keys';

export type UserFilters = { role?: Role; search?: string };

export function getUsers({ role, search }: UserFilters, signal?: AbortSignal): Promise<UserListResponse> {
  const query = new URLSearchParams({ limit: '100' });
  if (role) query.set('role', role);
  if (search) query.set('search', search);
  return api.get<UserListResponse>(`/api/trial/users?${query}`, { auth: 'required', signal });
}

export const getUsersQueryOptions = (filters: UserFilters) =>
  queryOptions({ queryKey: trialKeys.users(filters), queryFn: ({ signal }) => getUsers(filters, signal) });

/** Users with their roles (admins only); the previous list stays while a new search loads. */
export function useUsers(filters: UserFilters, enabled = true) {
  return useQuery({ ...getUsersQueryOptions(filters), enabled, placeholderData: keepPreviousData });
}

export function setUserRoles(userId: string, body: SetRolesBody) {
  return api.put<{ userId: string; roles: Role[] }>(
    `/api/auth/users/${encodeURIComponent(userId)}/roles`,
    body,
    {
      auth: 'required',
    },
  );
}

export function useSetUserRoles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      userId,
      roles,
      previousRoles,
    }: {
      userId: string;
      roles: Role[];
      previousRoles: Role[];
    }) => setUserRoles(userId, { roles, previousRoles }),
    // Not awaited: the answer is shown at once, even while the re-read waits on a slow service.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: [...trialKeys.all, 'users'] }),
  });
}
