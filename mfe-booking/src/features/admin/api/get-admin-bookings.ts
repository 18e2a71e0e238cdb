import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminBookingsList, AdminBookingsQuery, AdminCapacity } from '@claims/contracts';
import { api } from '@claims/web-kit';
import { bookingKeys } from '../../../lib/query-keys';

export type AdminBookingsFilter = Partial<Omit<AdminBookingsQuery, 'limit'>>;

export const adminSearchParams = (filter: AdminBookingsFilter) =>
  new URLSearchParams(
    Object.entries(filter).filter((entry): entry is [string, string] => Boolean(entry[1])),
  ).toString();

export function getAdminBookings(filter: AdminBookingsFilter, signal?: AbortSignal) {
  return api.get<AdminBookingsList>(`/api/booking/admin/bookings?${adminSearchParams(filter)}`, {
    signal,
    auth: 'required',
  });
}

export const getAdminBookingsQueryOptions = (filter: AdminBookingsFilter) =>
  queryOptions({
    queryKey: bookingKeys.adminBookings(filter),
    queryFn: ({ signal }) => getAdminBookings(filter, signal),
    placeholderData: keepPreviousData,
  });

/** Bookings in day order for the filter (admins only). */
export function useAdminBookings(filter: AdminBookingsFilter) {
  return useQuery(getAdminBookingsQueryOptions(filter));
}

export function getCapacity(from: string, days: number, signal?: AbortSignal) {
  return api.get<AdminCapacity>(`/api/booking/admin/capacity?from=${from}&days=${days}`, {
    signal,
    auth: 'required',
  });
}

/** Places used per pickup day and per technician window. */
export function useCapacity(from: string, days = 14) {
  return useQuery({
    queryKey: bookingKeys.adminCapacity(`${from}:${days}`),
    queryFn: ({ signal }) => getCapacity(from, days, signal),
  });
}
