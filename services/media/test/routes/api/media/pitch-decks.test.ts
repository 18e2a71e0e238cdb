import { PDFDocument } from 'pdf-lib';
import { pitchDecks } from '@claims/contracts';
import { build, type TestContext } from '../../../helper';
import { pdfText } from '@claims/service-kit/testing';

let context: TestContext & { close: () => Promise<void> };
beforeAll(async () => {
  context = await build();
});
afterAll(() => context.close());

const download = (deck: string) =>
  context.app.inject({ method: 'GET', url: `/api/media/pitch-decks/${deck}/pdf` });

describe('the pitch decks', () => {
  it('are the seven decks of the spec, in order', () => {
    expect(pitchDecks.map((deck) => deck.id)).toEqual([
      'investor',
      'customer',
      'insurance',
      'service_provider',
      'appliance_store',
      'rental_company',
      'recycling_partner',
    ]);
  });

  it('give the investor deck 11 slides with talking points on slides 1-6, 8, 10 and 11 only', () => {
    const investor = pitchDecks[0];
    expect(investor.slides).toHaveLength(11);
    const withPoints = investor.slides.flatMap((slide, i) => (slide.talkingPoints ? [i + 1] : []));
    expect(withPoints).toEqual([1, 2, 3, 4, 5, 6, 8, 10, 11]);
  });

  it('state the fees and the seed ask', () => {
    const text = JSON.stringify(pitchDecks);
    expect(text).toContain('8% platform fee on completed repair jobs');
    expect(text).toContain('5% commission on replacement appliances sold through partner stores');
    expect(text).toContain('6% commission on units placed through rental partners');
    expect(text).toContain('The ask: $1.5M seed');
  });
});

describe('GET /api/media/pitch-decks/:deck/pdf', () => {
  it('gives the investor deck as a PDF: 11 slide pages, each followed by its notes page when it has talking points', async () => {
    const response = await download('investor');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="claim-assist-investor-deck.pdf"',
    );
    const pdf = await PDFDocument.load(response.rawPayload);
    expect(pdf.getPageCount()).toBe(11 + 9);
    const text = pdfText(response.rawPayload).join('\n');
    expect(text).toContain('Slide 7 of 11');
    expect(text).toContain('TALKING POINTS · SLIDE 8 OF 11');
    expect(text).not.toContain('TALKING POINTS · SLIDE 7 OF 11');
    expect(text).not.toContain('TALKING POINTS · SLIDE 9 OF 11');
  });

  it.each([
    ['customer', 6],
    ['insurance', 6],
    ['service_provider', 6],
    ['appliance_store', 6],
    ['rental_company', 5],
    ['recycling_partner', 5],
  ])('gives the %s deck one page per slide (%i)', async (deck, pages) => {
    const response = await download(deck);
    expect(response.statusCode).toBe(200);
    expect((await PDFDocument.load(response.rawPayload)).getPageCount()).toBe(pages);
  });

  it('refuses an unknown deck', async () => {
    const response = await download('pirates');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_failed');
  });
});
