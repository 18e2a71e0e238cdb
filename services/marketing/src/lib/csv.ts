/** Spreadsheet apps run cells starting with these as formulas; a leading quote keeps them text. */
const formulaStart = /^[=+\-@\t\r]/;

function cell(value: string): string {
  const safe = formulaStart.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** RFC 4180 CSV with CRLF line ends and a BOM, so Excel opens UTF-8 text correctly. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return '\uFEFF' + rows.map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}
