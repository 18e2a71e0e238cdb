import zlib from 'node:zlib';

/**
 * Decodes a PNG's structure: checks the signature, reads IHDR, inflates the image data and checks that it holds
 * exactly one filtered row per line. Enough to prove a file is a whole, readable image of the stated size.
 */
export function decodePng(png: Buffer): {
  width: number;
  height: number;
  bitDepth: number;
  colorType: number;
} {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (!png.subarray(0, 8).equals(signature)) throw new Error('not a PNG');
  let offset = 8;
  let header: { width: number; height: number; bitDepth: number; colorType: number } | undefined;
  const data: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR')
      header = {
        width: body.readUInt32BE(0),
        height: body.readUInt32BE(4),
        bitDepth: body[8],
        colorType: body[9],
      };
    if (type === 'IDAT') data.push(body);
    offset += 12 + length;
    if (type === 'IEND') break;
  }
  if (!header) throw new Error('no IHDR');
  const channels = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 }[header.colorType] ?? 0;
  const rowBytes = 1 + Math.ceil((header.width * channels * header.bitDepth) / 8);
  const pixels = zlib.inflateSync(Buffer.concat(data));
  if (pixels.length !== rowBytes * header.height)
    throw new Error(`image data holds ${pixels.length} bytes, expected ${rowBytes * header.height}`);
  return header;
}
