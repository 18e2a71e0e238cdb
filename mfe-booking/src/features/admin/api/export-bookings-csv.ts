import { useMutation } from '@tanstack/react-query';
import { api, saveCsv } from '@claims/web-kit';
import { adminSearchParams, type AdminBookingsFilter } from './get-admin-bookings';

/** `GET /api/booking/admin/bookings/export.csv`: the CSV of what the list shows. */
export async function exportBookingsCsv(
  filter: AdminBookingsFilter,
): Promise<{ fileName: string; csv: string }> {
  const csv = await api.get<string>(`/api/booking/admin/bookings/export.csv?${adminSearchParams(filter)}`, {
    auth: 'required',
    headers: { accept: 'text/csv' },
  });
  return { fileName: `bookings-${new Date().toISOString().slice(0, 10)}.csv`, csv };
}

export function useExportBookingsCsv() {
  return useMutation({
    mutationFn: exportBookingsCsv,
    onSuccess: ({ fileName, csv }) => saveCsv(fileName, csv),
  });
}
