import PDFDocument from 'pdfkit';
import { site, type PitchDeck, type PitchSlide } from '@claims/contracts';

type Pdf = InstanceType<typeof PDFDocument>;

/** Slides are 16:9, 960 × 540 points (13.33 × 7.5 in, the size presentation software prints). */
const pageWidth = 960;
const pageHeight = 540;
const margin = 56;

const ink = '#0f172a';
const muted = '#475569';
const panel = '#f1f5f9';

function footer(doc: Pdf, deck: PitchDeck, label: string) {
  doc.font('Helvetica').fontSize(10).fillColor(muted);
  doc.text(`${site.companyName} · ${deck.name} deck`, margin, pageHeight - 34, { lineBreak: false });
  doc.text(label, pageWidth - margin - 200, pageHeight - 34, {
    width: 200,
    align: 'right',
    lineBreak: false,
  });
}

function figures(doc: Pdf, slide: PitchSlide, color: string, top: number) {
  const items = slide.figures ?? [];
  if (items.length === 0) return;
  const gap = 14;
  const width = Math.min(200, (pageWidth - margin * 2 - gap * (items.length - 1)) / items.length);
  items.forEach((figure, i) => {
    const x = margin + i * (width + gap);
    doc.roundedRect(x, top, width, 84, 10).fill(panel);
    doc
      .font('Helvetica-Bold')
      .fontSize(26)
      .fillColor(color)
      .text(figure.value, x + 10, top + 14, { width: width - 20, align: 'center', lineBreak: false });
    doc
      .font('Helvetica')
      .fontSize(11)
      .fillColor(muted)
      .text(figure.label, x + 10, top + 50, { width: width - 20, align: 'center', height: 30 });
  });
}

function slidePage(doc: Pdf, deck: PitchDeck, slide: PitchSlide, index: number) {
  const color = deck.color;
  doc.addPage({ size: [pageWidth, pageHeight], margin: 0 });
  doc.rect(0, 0, pageWidth, 118).fill(color);
  doc.font('Helvetica-Bold').fontSize(11).fillColor('#ffffff').fillOpacity(0.85);
  doc.text(`${deck.name.toUpperCase()} DECK · ${deck.audience.toUpperCase()}`, margin, 30, {
    characterSpacing: 1.2,
    lineBreak: false,
  });
  doc
    .fillOpacity(1)
    .font('Helvetica-Bold')
    .fontSize(30)
    .text(slide.title, margin, 52, { width: pageWidth - margin * 2, height: 60, ellipsis: true });
  let y = 144;
  if (slide.subtitle) {
    doc
      .font('Helvetica')
      .fontSize(16)
      .fillColor(muted)
      .text(slide.subtitle, margin, y, { width: pageWidth - margin * 2 });
    y = doc.y + 14;
  }
  const figuresTop = pageHeight - 150;
  const bulletBottom = slide.figures?.length ? figuresTop - 12 : pageHeight - 60;
  doc
    .font('Helvetica')
    .fontSize(slide.bullets.length > 4 ? 16 : 18)
    .fillColor(ink);
  for (const bullet of slide.bullets) {
    if (y > bulletBottom - 20) break;
    doc.rect(margin, y + 6, 8, 8).fill(color);
    doc.fillColor(ink).text(bullet, margin + 22, y, { width: pageWidth - margin * 2 - 22, lineGap: 2 });
    y = doc.y + 10;
  }
  figures(doc, slide, color, figuresTop);
  footer(doc, deck, `Slide ${index + 1} of ${deck.slides.length}`);
}

function notesPage(doc: Pdf, deck: PitchDeck, slide: PitchSlide, index: number) {
  doc.addPage({ size: [pageWidth, pageHeight], margin: 0 });
  doc.rect(0, 0, pageWidth, 70).fill(panel);
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .fillColor(muted)
    .text(`TALKING POINTS · SLIDE ${index + 1} OF ${deck.slides.length}`, margin, 28, {
      characterSpacing: 1.2,
      lineBreak: false,
    });
  doc
    .font('Helvetica-Bold')
    .fontSize(24)
    .fillColor(ink)
    .text(slide.title, margin, 100, { width: pageWidth - margin * 2 });
  doc
    .font('Helvetica')
    .fontSize(17)
    .fillColor(ink)
    .text(slide.talkingPoints ?? '', margin, doc.y + 18, { width: pageWidth - margin * 2, lineGap: 5 });
  footer(doc, deck, `Notes for slide ${index + 1}`);
}

/** The deck as a PDF: one page per slide, each followed by a notes page when the slide has talking points. */
export function renderDeckPdf(deck: PitchDeck): Promise<Buffer> {
  const doc = new PDFDocument({
    autoFirstPage: false,
    info: {
      Title: `${deck.name} pitch deck`,
      Subject: deck.audience,
      Author: site.companyName,
      Creator: site.companyName,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  deck.slides.forEach((slide, index) => {
    slidePage(doc, deck, slide, index);
    if (slide.talkingPoints) notesPage(doc, deck, slide, index);
  });
  doc.end();
  return done;
}
