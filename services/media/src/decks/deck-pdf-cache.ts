import type { PitchDeck, PitchDeckId } from '@claims/contracts';
import { renderDeckPdf } from './deck-pdf';

/** Each deck's PDF, drawn on first request and kept: the content is static for the life of the process. */
export class DeckPdfCache {
  private readonly pdfs = new Map<PitchDeckId, Promise<Buffer>>();

  get(deck: PitchDeck): Promise<Buffer> {
    let pdf = this.pdfs.get(deck.id);
    if (!pdf) {
      pdf = renderDeckPdf(deck);
      pdf.catch(() => this.pdfs.delete(deck.id));
      this.pdfs.set(deck.id, pdf);
    }
    return pdf;
  }
}
