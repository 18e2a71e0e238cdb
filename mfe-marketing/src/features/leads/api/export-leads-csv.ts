import { useMutation } from '@tanstack/react-query';
import { api, saveCsv } from '@claims/web-kit';
import type { LeadsQueryInput } from '@claims/contracts';
import { leadsSearchParams } from './get-leads';

/** `GET /api/marketing/leads/export.csv`: the CSV of what the list shows (same kind, type and search). */
export async function exportLeadsCsv(
  query: Omit<LeadsQueryInput, 'limit'>,
): Promise<{ fileName: string; csv: string }> {
  const csv = await api.get<string>(`/api/marketing/leads/export.csv?${leadsSearchParams(query)}`, {
    auth: 'required',
    headers: { accept: 'text/csv' },
  });
  const date = new Date().toISOString().slice(0, 10);
  return { fileName: `leads-${query.kind}${query.type ? `-${query.type}` : ''}-${date}.csv`, csv };
}

export function useExportLeadsCsv() {
  return useMutation({
    mutationFn: exportLeadsCsv,
    onSuccess: ({ fileName, csv }) => saveCsv(fileName, csv),
  });
}
