import ExcelJS from 'exceljs';
import {
  choiceLabel,
  site,
  surveyFields,
  surveyHiddenFields,
  type FieldDescriptor,
  type SurveyType,
  centralDateTime,
} from '@claims/contracts';
import { readableValue } from '../lib/lead-columns';

export type SurveyRow = { id: string; createdAt: Date; answers: Record<string, unknown> };

/** Columns of the public workbook: answers only; identity, contact details and free-text comments stay private. */
export function publicColumns(type: SurveyType): FieldDescriptor[] {
  return [...surveyFields[type], ...surveyHiddenFields[type]].filter((f) => !f.personal);
}

const headerFill: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFDBEAFE' } };

/** A raw-data workbook: every response to one survey (one row each), a per-question summary, and notes. */
export async function surveyRawDataXlsx(
  type: SurveyType,
  title: string,
  rows: readonly SurveyRow[],
  now = new Date(),
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = site.companyName;
  workbook.created = now;
  workbook.title = title;
  const columns = publicColumns(type);

  const responses = workbook.addWorksheet('Responses', { views: [{ state: 'frozen', ySplit: 1 }] });
  responses.columns = [
    { header: 'Response', key: 'response', width: 11 },
    { header: 'Received (Central Time)', key: 'received', width: 22 },
    ...columns.map((f) => ({
      header: f.label,
      key: f.name,
      width: Math.min(48, Math.max(16, f.label.length + 2)),
    })),
  ];
  rows.forEach((row, index) => {
    responses.addRow({
      response: index + 1,
      received: centralDateTime(row.createdAt),
      ...Object.fromEntries(columns.map((f) => [f.name, readableValue(row.answers[f.name], f.choices)])),
    });
  });
  responses.getRow(1).font = { bold: true };
  responses.getRow(1).fill = headerFill;
  responses.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: responses.columnCount } };

  const summary = workbook.addWorksheet('Summary');
  summary.columns = [
    { header: 'Question', key: 'question', width: 48 },
    { header: 'Answer', key: 'answer', width: 30 },
    { header: 'Responses', key: 'count', width: 12 },
    { header: 'Share of answers', key: 'share', width: 16 },
  ];
  summary.getRow(1).font = { bold: true };
  summary.getRow(1).fill = headerFill;
  for (const field of columns.filter((f) => f.choices)) {
    const answered = rows.filter((r) => r.answers[field.name] !== undefined && r.answers[field.name] !== '');
    for (const choice of field.choices ?? []) {
      const count = answered.filter((r) => r.answers[field.name] === choice.value).length;
      const added = summary.addRow({
        question: field.label,
        answer: choiceLabel(field.choices ?? [], choice.value),
        count,
        share: answered.length ? count / answered.length : 0,
      });
      added.getCell('share').numFmt = '0.0%';
    }
    summary.addRow({ question: field.label, answer: 'No answer', count: rows.length - answered.length });
  }

  const about = workbook.addWorksheet('About');
  about.columns = [
    { header: 'Item', key: 'item', width: 24 },
    { header: 'Value', key: 'value', width: 90 },
  ];
  about.getRow(1).font = { bold: true };
  about.addRows([
    { item: 'Title', value: title },
    {
      item: 'Source',
      value: `The ${type === 'provider' ? 'service provider' : type} survey on the ${site.companyName} website`,
    },
    { item: 'Responses', value: rows.length },
    { item: 'Generated (Central Time)', value: centralDateTime(now) },
    {
      item: 'Privacy',
      value: 'Names, company names, email addresses and comments are left out of this file.',
    },
    { item: 'Contact', value: `${site.contactEmail} \u00b7 ${site.phoneDisplay}` },
  ]);

  return Buffer.from(await workbook.xlsx.writeBuffer());
}
