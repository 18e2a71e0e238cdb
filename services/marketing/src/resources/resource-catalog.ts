import { resourceFiles, type ResourceFileName } from '@claims/contracts';
import type { LeadsRepository } from '../repositories/leads-repository';
import { carbonCreditProposalPdf } from './carbon-credit-proposal';
import { consumerSurveyReportPdf } from './consumer-survey-report';
import { surveyRawDataXlsx } from './survey-raw-data';

export type ResourceBody = { body: Buffer; contentType: string; generatedAt: Date };

const contentTypes = {
  PDF: 'application/pdf',
  Excel: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

const titleOf = (fileName: ResourceFileName) => resourceFiles.find((r) => r.fileName === fileName)!.title;

/** Builds each downloadable file from the site's figures and the responses collected so far. */
export function generatorsFor(leads: LeadsRepository): Record<ResourceFileName, () => Promise<Buffer>> {
  return {
    'carbon-credit-circularity-proposal.pdf': () => carbonCreditProposalPdf(),
    'consumer-survey-full-report.pdf': async () =>
      consumerSurveyReportPdf((await leads.surveyAnswers('customer')).map((row) => row.answers)),
    'insurance-provider-survey-raw-data.xlsx': async () =>
      surveyRawDataXlsx(
        'insurance',
        titleOf('insurance-provider-survey-raw-data.xlsx'),
        await leads.surveyAnswers('insurance'),
      ),
    'technician-survey-raw-data.xlsx': async () =>
      surveyRawDataXlsx(
        'provider',
        titleOf('technician-survey-raw-data.xlsx'),
        await leads.surveyAnswers('provider'),
      ),
  };
}

/**
 * Generated files are kept for `maxAgeMs` and rebuilt after new survey answers arrive (`invalidate`),
 * so a burst of downloads costs one build while a new response shows up in the next download.
 */
export class ResourceCatalog {
  private readonly cache = new Map<ResourceFileName, { version: number; promise: Promise<ResourceBody> }>();
  private version = 0;

  constructor(
    private readonly generators: Record<ResourceFileName, () => Promise<Buffer>>,
    private readonly maxAgeMs = 5 * 60_000,
  ) {}

  invalidate() {
    this.version += 1;
  }

  get(fileName: ResourceFileName): Promise<ResourceBody> {
    const cached = this.cache.get(fileName);
    if (cached && cached.version === this.version) return cached.promise;
    const fileType = resourceFiles.find((r) => r.fileName === fileName)!.fileType;
    const promise = this.generators[fileName]().then((body) => ({
      body,
      contentType: contentTypes[fileType],
      generatedAt: new Date(),
    }));
    const entry = { version: this.version, promise };
    this.cache.set(fileName, entry);
    // A failed build is not kept; an old one expires.
    promise.then(
      () =>
        setTimeout(
          () => this.cache.get(fileName) === entry && this.cache.delete(fileName),
          this.maxAgeMs,
        ).unref(),
      () => this.cache.get(fileName) === entry && this.cache.delete(fileName),
    );
    return promise;
  }
}
