import { useMutation } from '@tanstack/react-query';
import { api } from '@claims/web-kit';
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

/** Saves the export through a temporary link: the request needs the admin's token, so a plain link cannot. */
export function saveFile(fileName: string, contents: string, type: string) {
  // Excel reads UTF-8 correctly only with a byte-order mark (fetch drops the server's).
  const body = contents.startsWith('\uFEFF') ? contents : `\uFEFF${contents}`;
  const url = URL.createObjectURL(new Blob([body], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useExportLeadsCsv() {
  return useMutation({
    mutationFn: exportLeadsCsv,
    onSuccess: ({ fileName, csv }) => saveFile(fileName, csv, 'text/csv;charset=utf-8'),
  });
}
