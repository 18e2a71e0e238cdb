import { useMutation } from '@tanstack/react-query';
import { api } from '@claims/web-kit';
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

/** Saves the export through a temporary link: the request needs the admin's token, so a plain link cannot. */
function saveFile(fileName: string, contents: string) {
  const body = contents.startsWith('\uFEFF') ? contents : `\uFEFF${contents}`;
  const url = URL.createObjectURL(new Blob([body], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useExportBookingsCsv() {
  return useMutation({
    mutationFn: exportBookingsCsv,
    onSuccess: ({ fileName, csv }) => saveFile(fileName, csv),
  });
}
