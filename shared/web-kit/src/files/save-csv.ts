/**
 * Saves a CSV export through a temporary link (the export request needs the admin's token, so a plain link cannot
 * download it). Excel reads UTF-8 correctly only with a byte-order mark, which fetch drops from the server's answer:
 * it is put back here.
 */
export function saveCsv(fileName: string, contents: string) {
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
