import zlib from 'node:zlib';

/**
 * The text drawn on a PDF's pages, one string per text-showing operator: enough to check what a generated
 * report says. Reads the compressed content streams and decodes the hex strings standard fonts use.
 */
export function pdfText(pdf: Buffer): string[] {
  const texts: string[] = [];
  const raw = pdf.toString('latin1');
  const streamPattern = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = streamPattern.exec(raw))) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    let content: string;
    try {
      content = zlib.inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue; // not a compressed content stream (fonts, images)
    }
    for (const op of content.matchAll(/\[(.*?)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const hexes = op[1] !== undefined ? [...op[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]) : [op[2]];
      texts.push(hexes.map((hex) => Buffer.from(hex, 'hex').toString('latin1')).join(''));
    }
    streamPattern.lastIndex = end;
  }
  return texts;
}
