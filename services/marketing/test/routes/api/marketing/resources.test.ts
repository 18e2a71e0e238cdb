import ExcelJS from 'exceljs';
import { PDFDocument } from 'pdf-lib';
import { resourceFiles } from '@claims/contracts';
import { newKey, uniqueEmail, build, type TestContext } from '../../../helper';
import { validSurveys } from '../../../support/valid-forms';
import { pdfText } from '@claims/service-kit/testing';

let ctx: TestContext & { close: () => Promise<void> };
beforeAll(async () => {
  ctx = await build();
});
afterAll(() => ctx.close());

const download = (file: string) => ctx.app.inject({ method: 'GET', url: `/api/marketing/resources/${file}` });

async function readWorkbook(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  return workbook;
}

function sheetRows(workbook: ExcelJS.Workbook, name: string): string[][] {
  const rows: string[][] = [];
  workbook.getWorksheet(name)!.eachRow((row) => {
    rows.push(
      (row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v))),
    );
  });
  return rows;
}

describe('GET /api/marketing/resources/<file>', () => {
  it.each(resourceFiles.filter((r) => r.fileType === 'PDF').map((r) => [r.fileName, r.title]))(
    '%s is a PDF that parses, titled %s',
    async (fileName, title) => {
      const res = await download(fileName);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const pdf = await PDFDocument.load(res.rawPayload);
      expect(pdf.getPageCount()).toBeGreaterThanOrEqual(2);
      expect(pdf.getTitle()).toBe(title);
    },
  );

  it('the consumer report prints the site’s figures and counts the answers collected on the site', async () => {
    const before = pdfText((await download('consumer-survey-full-report.pdf')).rawPayload);
    expect(before).toContain('No responses have been collected through the customer survey on the site yet.');
    for (const figure of [
      '50',
      '38%',
      '32%',
      '4.52 / 5',
      '4.38 / 5',
      '4.25 / 5',
      '3.92 / 5',
      '3.87 / 5',
      '3.75 / 5',
    ]) {
      expect(before).toContain(figure);
    }
    for (let i = 0; i < 3; i += 1) {
      await ctx.app.inject({
        method: 'POST',
        url: '/api/marketing/surveys/customer',
        // Three homeowners.
        payload: { ...validSurveys.customer, email: uniqueEmail('homeowner'), idempotencyKey: newKey() },
      });
    }
    const after = pdfText((await download('consumer-survey-full-report.pdf')).rawPayload).join(' ');
    expect(after).toContain('3 homeowners have answered the customer survey on the site so far.');
  });

  it('the carbon credit proposal prints the hero claims and the roadmap', async () => {
    const text = pdfText((await download('carbon-credit-circularity-proposal.pdf')).rawPayload);
    for (const figure of ['100K+', '25%', '$55M', '$15B+', '$1.5M', '2024 Q3-Q4', 'IN PROGRESS', '2026'])
      expect(text).toContain(figure);
  });

  it('the insurance provider raw data opens and holds every insurance survey response, without contact details', async () => {
    const empty = await readWorkbook((await download('insurance-provider-survey-raw-data.xlsx')).rawPayload);
    expect(sheetRows(empty, 'Responses')).toHaveLength(1);

    const answers = [
      {
        ...validSurveys.insurance,
        fraudConcern: 'critical',
        processingTime: '>12weeks',
        costReduction: 'URGENT: re-verify at http://evil.example/login',
      },
      {
        ...validSurveys.insurance,
        companyName: 'Second Mutual',
        email: 'x@second.example',
        role: 'analyst',
        techInterest: 'urgent',
        fraudConcern: '',
        processingTime: '',
      },
    ];
    for (const answer of answers) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/marketing/surveys/insurance',
        payload: { ...answer, idempotencyKey: newKey() },
      });
      expect(res.statusCode).toBe(201);
    }

    const res = await download('insurance-provider-survey-raw-data.xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const workbook = await readWorkbook(res.rawPayload);
    const rows = sheetRows(workbook, 'Responses');
    expect(rows[0]).toEqual([
      'Response',
      'Received (Central Time)',
      'Your Role',
      'How concerned are you about claims fraud?',
      'Average claim processing time',
      'Interest in AI verification technology',
    ]);
    expect(rows).toHaveLength(3);
    expect(rows[1].slice(2, 6)).toEqual([
      'Director',
      'Critical issue',
      'More than 12 weeks',
      'Exploring options',
    ]);
    expect(rows[2].slice(2, 6)).toEqual(['Analyst', '', '', 'Urgent need']);
    const everything = JSON.stringify(rows);
    expect(everything).not.toContain('Lone Star Mutual');
    expect(everything).not.toContain('claims@lonestarmutual.example');
    // Free text is the team's to read, not published.
    expect(everything).not.toContain('evil.example');

    const summary = sheetRows(workbook, 'Summary');
    expect(summary).toContainEqual(['How concerned are you about claims fraud?', 'Critical issue', '1', '1']);
    expect(summary).toContainEqual(['How concerned are you about claims fraud?', 'No answer', '1']);
  });

  it('the technician raw data holds every provider survey response', async () => {
    for (const businessType of ['hvac', 'plumbing', 'appliance']) {
      await ctx.app.inject({
        method: 'POST',
        url: '/api/marketing/surveys/provider',
        payload: { ...validSurveys.provider, businessType, idempotencyKey: newKey() },
      });
    }
    const workbook = await readWorkbook((await download('technician-survey-raw-data.xlsx')).rawPayload);
    const rows = sheetRows(workbook, 'Responses');
    expect(rows).toHaveLength(4);
    expect(rows.slice(1).map((r) => r[2])).toEqual(['HVAC', 'Plumbing', 'Appliance repair']);
    expect(sheetRows(workbook, 'About')).toContainEqual(['Responses', '3']);
  });

  it('answers 404 for any other file name', async () => {
    const res = await download('secrets.pdf');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });
});
