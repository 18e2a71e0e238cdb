import PDFDocument from 'pdfkit';
import { site, type ChartDatum, type Figure } from '@claims/contracts';

export type Pdf = InstanceType<typeof PDFDocument>;

export const colors = {
  ink: '#0f172a',
  muted: '#475569',
  brand: '#1d4ed8',
  accent: '#059669',
  bar: '#2563eb',
  barAlt: '#0d9488',
  rule: '#cbd5e1',
  panel: '#f1f5f9',
} as const;

const margin = 54;

/** A US-letter document with the site's metadata; pages are buffered so footers can number them at the end. */
export function createPdf(title: string, subject: string): Pdf {
  return new PDFDocument({
    size: 'LETTER',
    margin,
    bufferPages: true,
    info: { Title: title, Subject: subject, Author: site.companyName, Creator: site.companyName },
  });
}

export const contentWidth = (doc: Pdf) => doc.page.width - margin * 2;

/** Starts a new page when less than `height` points are left, so a block is never split. */
export function ensureRoom(doc: Pdf, height: number) {
  if (doc.y + height > doc.page.height - margin - 24) doc.addPage();
}

export function coverTitle(doc: Pdf, title: string, subtitle: string) {
  doc.rect(0, 0, doc.page.width, 150).fill(colors.brand);
  doc
    .fillColor('#ffffff')
    .font('Helvetica-Bold')
    .fontSize(26)
    .text(title, margin, 52, { width: contentWidth(doc) });
  doc
    .font('Helvetica')
    .fontSize(13)
    .text(subtitle, margin, doc.y + 6, { width: contentWidth(doc) });
  doc.fillColor(colors.ink);
  doc.y = 180;
}

export function heading(doc: Pdf, text: string) {
  ensureRoom(doc, 60);
  doc.moveDown(0.8);
  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .fillColor(colors.brand)
    .text(text, margin, doc.y, { width: contentWidth(doc) });
  doc.moveDown(0.3);
  doc.fillColor(colors.ink);
}

export function paragraph(doc: Pdf, text: string) {
  doc
    .font('Helvetica')
    .fontSize(11)
    .fillColor(colors.ink)
    .text(text, margin, doc.y, { width: contentWidth(doc), lineGap: 2 });
  doc.moveDown(0.5);
}

export function bullets(doc: Pdf, items: readonly string[]) {
  doc.font('Helvetica').fontSize(11).fillColor(colors.ink);
  for (const item of items) {
    ensureRoom(doc, 20);
    doc.text(`\u2022  ${item}`, margin + 8, doc.y, { width: contentWidth(doc) - 8, lineGap: 2 });
  }
  doc.moveDown(0.5);
}

/** A row of big numbers with their labels, in shaded boxes. */
export function figureRow(doc: Pdf, figures: readonly Figure[]) {
  ensureRoom(doc, 80);
  const gap = 10;
  const width = (contentWidth(doc) - gap * (figures.length - 1)) / figures.length;
  const top = doc.y;
  figures.forEach((figure, i) => {
    const x = margin + i * (width + gap);
    doc.rect(x, top, width, 70).fill(colors.panel);
    doc
      .fillColor(colors.brand)
      .font('Helvetica-Bold')
      .fontSize(22)
      .text(figure.value, x + 8, top + 10, { width: width - 16, align: 'center' });
    doc
      .fillColor(colors.muted)
      .font('Helvetica')
      .fontSize(9)
      .text(figure.label, x + 8, top + 40, { width: width - 16, align: 'center' });
  });
  doc.fillColor(colors.ink);
  doc.x = margin;
  doc.y = top + 82;
}

export type BarChartOptions = {
  /** Appended to each value ("%", " / 5", " people"). */
  unit?: string;
  /** The value a full-width bar stands for (100 for percentages, 5 for scores). */
  max?: number;
  decimals?: number;
  note?: string;
};

/** A horizontal bar chart with a title, one labelled bar per datum and its value at the end. */
export function barChart(
  doc: Pdf,
  title: string,
  data: readonly ChartDatum[],
  options: BarChartOptions = {},
) {
  const rowHeight = 20;
  ensureRoom(doc, 40 + data.length * rowHeight + (options.note ? 16 : 0));
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .fillColor(colors.ink)
    .text(title, margin, doc.y, { width: contentWidth(doc) });
  if (options.note)
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(colors.muted)
      .text(options.note, margin, doc.y + 1);
  doc.moveDown(0.4);
  const labelWidth = 190;
  const valueWidth = 60;
  const barArea = contentWidth(doc) - labelWidth - valueWidth - 10;
  const max = options.max ?? Math.max(...data.map((d) => d.value), 1);
  let y = doc.y;
  data.forEach((datum, i) => {
    const width = Math.max(2, (datum.value / max) * barArea);
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(colors.ink)
      .text(datum.label, margin, y + 4, { width: labelWidth - 8, ellipsis: true, lineBreak: false });
    doc.rect(margin + labelWidth, y + 3, width, rowHeight - 8).fill(i % 2 === 0 ? colors.bar : colors.barAlt);
    const value =
      options.decimals !== undefined ? datum.value.toFixed(options.decimals) : String(datum.value);
    doc
      .fillColor(colors.ink)
      .font('Helvetica-Bold')
      .fontSize(10)
      .text(`${value}${options.unit ?? ''}`, margin + labelWidth + width + 6, y + 4, {
        width: valueWidth + 40,
        lineBreak: false,
      });
    y += rowHeight;
  });
  doc.x = margin;
  doc.y = y + 10;
  doc.fillColor(colors.ink);
}

/** A simple ruled table; the first row is the header. */
export function table(doc: Pdf, rows: readonly (readonly string[])[], columnWidths: readonly number[]) {
  const total = columnWidths.reduce((a, b) => a + b, 0);
  const widths = columnWidths.map((w) => (w / total) * contentWidth(doc));
  rows.forEach((row, rowIndex) => {
    doc.font(rowIndex === 0 ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    const height =
      Math.max(...row.map((text, i) => doc.heightOfString(text, { width: widths[i] - 10 }))) + 10;
    ensureRoom(doc, height);
    const top = doc.y;
    if (rowIndex === 0) doc.rect(margin, top, contentWidth(doc), height).fill(colors.panel);
    let x = margin;
    row.forEach((text, i) => {
      doc.fillColor(colors.ink).text(text, x + 5, top + 5, { width: widths[i] - 10 });
      x += widths[i];
    });
    doc
      .moveTo(margin, top + height)
      .lineTo(margin + contentWidth(doc), top + height)
      .strokeColor(colors.rule)
      .lineWidth(0.5)
      .stroke();
    doc.x = margin;
    doc.y = top + height;
  });
  doc.moveDown(0.8);
}

/** Footer with the company and page numbers on every page, then the finished file. */
export function finish(doc: Pdf): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    const bottom = doc.page.height - margin + 14;
    // Writing inside the bottom margin must not trigger a new page.
    doc.page.margins.bottom = 0;
    doc.font('Helvetica').fontSize(8).fillColor(colors.muted);
    doc.text(`${site.companyName} \u00b7 ${site.phoneDisplay} \u00b7 ${site.contactEmail}`, margin, bottom, {
      width: contentWidth(doc),
      lineBreak: false,
    });
    doc.text(`Page ${i + 1} of ${range.count}`, margin, bottom, {
      width: contentWidth(doc),
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = margin;
  }
  doc.end();
  return done;
}
