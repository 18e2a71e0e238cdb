/** Saves a file the page holds (a fetched download, an export) through a temporary link. */
export function saveBlob(fileName: string, blob: Blob) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Saves a CSV export (the export request needs the admin's token, so a plain link cannot download it). Excel reads
 * UTF-8 correctly only with a byte-order mark, which fetch drops from the server's answer: it is put back here.
 */
export function saveCsv(fileName: string, contents: string) {
  const body = contents.startsWith('\uFEFF') ? contents : `\uFEFF${contents}`;
  saveBlob(fileName, new Blob([body], { type: 'text/csv;charset=utf-8' }));
}
