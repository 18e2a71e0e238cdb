import { useMutation } from '@tanstack/react-query';
import { api, saveBlob } from '@claims/web-kit';

/** A deck's PDF, built by the media service (one page per slide). */
export const deckPdfPath = (deckId: string) => `/api/media/pitch-decks/${encodeURIComponent(deckId)}/pdf`;
export const deckPdfFileName = (deckId: string) => `claim-assist-${deckId.replaceAll('_', '-')}-deck.pdf`;

/** Building a long deck can take a while on a busy server. */
const pdfTimeoutMs = 60_000;

export async function downloadDeckPdf(deckId: string): Promise<void> {
  const pdf = await api.get<Blob>(deckPdfPath(deckId), {
    auth: 'none',
    responseType: 'blob',
    headers: { accept: 'application/pdf' },
    timeoutMs: pdfTimeoutMs,
  });
  saveBlob(deckPdfFileName(deckId), pdf);
}

/**
 * Fetches the PDF and saves it, so a failure (the media service down, a timeout) is said on the page: a plain
 * download link fails in the browser's downloads list, where nobody looks, or saves the error as a ".pdf".
 */
export function useDownloadDeckPdf() {
  return useMutation({ mutationFn: downloadDeckPdf });
}
