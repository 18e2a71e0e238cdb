import { createHash } from 'node:crypto';
import type { QueryFilter, Model } from 'mongoose';
import {
  applicationTypes,
  demoRequestFields,
  leadFields,
  surveyTypes,
  type ApplicationType,
  type DemoRequest,
  type Lead,
  type LeadCounts,
  type LeadsQuery,
  type SurveyType,
} from '@claims/contracts';
import { isDuplicateKeyError } from '@claims/service-kit';
import type { DemoRequestDoc, DemoRequestModel } from '../models/demo-request';
import type { SurveyResponseDoc, SurveyResponseModel } from '../models/survey-response';
import type { PartnerApplicationDoc, PartnerApplicationModel } from '../models/partner-application';
import type { SubmissionMetaDoc } from '../models/submission-meta';
import { containsPattern, searchTextFor } from '../lib/search-text';

/** Where a submission came from, recorded with it. */
export type SubmissionContext = {
  idempotencyKey: string;
  page?: string;
  referrer?: string;
  userAgent?: string;
};

/** A stored lead and whether this call stored it (false: the same submission was already there). */
export type Saved<T> = { id: string; receivedAt: Date; duplicate: boolean; doc: T };

type WithId<T> = T & { _id: { toString(): string } };

/** Drops absent optional values so stored documents hold only what the visitor answered. */
function compact(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== ''));
}

/** How long a resent form counts as the same submission. */
export const repeatWindowMs = 24 * 60 * 60 * 1000;

/** Text as it is meant: case, spacing at the ends and runs of spaces do not make another answer. */
const normalised = (value: unknown): unknown =>
  typeof value === 'string'
    ? value.trim().replace(/\s+/g, ' ').toLowerCase()
    : Array.isArray(value)
      ? value.map(normalised)
      : value;

/** The same answers to the same form give the same hash, whatever the order of the fields. */
export function contentHashOf(kind: Parameters<typeof leadFields>, fields: Record<string, unknown>): string {
  const answers = Object.keys(fields)
    .sort()
    .map((name) => [name, normalised(fields[name])]);
  return createHash('sha256')
    .update(JSON.stringify([kind, answers]))
    .digest('base64url');
}

function metaFrom(
  context: SubmissionContext,
  fields: Record<string, unknown>,
  kind: Parameters<typeof leadFields>,
) {
  return {
    idempotencyKey: context.idempotencyKey,
    page: context.page || undefined,
    referrer: context.referrer || undefined,
    userAgent: context.userAgent?.slice(0, 512) || undefined,
    searchText: searchTextFor(fields, leadFields(...kind)),
    contentHash: contentHashOf(kind, fields),
    createdAt: new Date(),
  } satisfies SubmissionMetaDoc;
}

/**
 * Stores a document once per idempotency key; a repeat (double click, retry, race) returns the first one. So does the
 * same form with the same answers sent again within a day under a new key (a reload, "Submit another").
 */
async function insertOnce<T extends SubmissionMetaDoc>(model: Model<T>, doc: T): Promise<Saved<WithId<T>>> {
  const byKey = { idempotencyKey: doc.idempotencyKey } as QueryFilter<T>;
  const sameAnswers = {
    contentHash: doc.contentHash,
    createdAt: { $gte: new Date(doc.createdAt.getTime() - repeatWindowMs) },
  } as QueryFilter<T>;
  const existing =
    ((await model.findOne(byKey).lean()) as WithId<T> | null) ??
    ((await model.findOne(sameAnswers).sort({ createdAt: -1 }).lean()) as WithId<T> | null);
  if (existing)
    return { id: existing._id.toString(), receivedAt: existing.createdAt, duplicate: true, doc: existing };
  try {
    const created = (await model.create(doc)).toObject() as WithId<T>;
    return { id: created._id.toString(), receivedAt: created.createdAt, duplicate: false, doc: created };
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    const winner = (await model.findOne(byKey).lean()) as WithId<T> | null;
    if (!winner) throw error;
    return { id: winner._id.toString(), receivedAt: winner.createdAt, duplicate: true, doc: winner };
  }
}

function toLead(
  kind: Lead['kind'],
  doc: WithId<SubmissionMetaDoc>,
  type: string | undefined,
  fields: Record<string, unknown>,
): Lead {
  return {
    id: doc._id.toString(),
    kind,
    ...(type ? { type } : {}),
    fields: fields as Lead['fields'],
    ...(doc.page ? { page: doc.page } : {}),
    ...(doc.referrer ? { referrer: doc.referrer } : {}),
    createdAt: doc.createdAt.toISOString(),
  };
}

function demoFields(doc: DemoRequestDoc): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const descriptor of demoRequestFields) {
    const value = doc[descriptor.name as keyof DemoRequest];
    if (value !== undefined) fields[descriptor.name] = value;
  }
  return fields;
}

/** Demo requests, survey responses and partner applications: stored once, listed newest first, searched, counted. */
export class LeadsRepository {
  constructor(
    private readonly demoRequests: DemoRequestModel,
    private readonly surveyResponses: SurveyResponseModel,
    private readonly applications: PartnerApplicationModel,
  ) {}

  /** Waits until the unique indexes exist, so the very first duplicate is already refused. */
  async init(): Promise<void> {
    await Promise.all([this.demoRequests.init(), this.surveyResponses.init(), this.applications.init()]);
  }

  saveDemoRequest(request: DemoRequest, context: SubmissionContext) {
    const fields = compact(request);
    return insertOnce(this.demoRequests, {
      ...(fields as DemoRequest),
      ...metaFrom(context, fields, ['demo']),
    });
  }

  saveSurveyResponse(type: SurveyType, answers: Record<string, unknown>, context: SubmissionContext) {
    const fields = compact(answers);
    return insertOnce(this.surveyResponses, {
      type,
      answers: fields,
      email: String(fields.email ?? ''),
      ...metaFrom(context, fields, ['survey', type]),
    });
  }

  saveApplication(type: ApplicationType, values: Record<string, unknown>, context: SubmissionContext) {
    const fields = compact(values);
    return insertOnce(this.applications, {
      type,
      fields,
      email: String(fields.email ?? ''),
      ...metaFrom(context, fields, ['application', type]),
    });
  }

  private filterFor(query: Pick<LeadsQuery, 'kind' | 'type' | 'q'>): Record<string, unknown> {
    const filter: Record<string, unknown> = {};
    if (query.kind !== 'demo' && query.type) filter.type = query.type;
    if (query.q) filter.searchText = { $regex: containsPattern(query.q) };
    return filter;
  }

  /** The newest `limit` leads matching the query, and how many match in all. */
  async list(query: LeadsQuery): Promise<{ items: Lead[]; total: number }> {
    const filter = this.filterFor(query);
    const [items, total] = await Promise.all([
      this.find(query, filter, query.limit),
      this.count(query.kind, filter),
    ]);
    return { items, total };
  }

  /** Every lead matching the query, newest first (for exports), up to `max`. */
  all(query: Pick<LeadsQuery, 'kind' | 'type' | 'q'>, max = 50_000): Promise<Lead[]> {
    return this.find(query, this.filterFor(query), max);
  }

  private async find(
    query: Pick<LeadsQuery, 'kind' | 'type'>,
    filter: Record<string, unknown>,
    limit: number,
  ): Promise<Lead[]> {
    const sort = { createdAt: -1 as const, _id: -1 as const };
    if (query.kind === 'demo') {
      const docs = (await this.demoRequests
        .find(filter)
        .sort(sort)
        .limit(limit)
        .lean()) as WithId<DemoRequestDoc>[];
      return docs.map((doc) => toLead('demo', doc, undefined, demoFields(doc)));
    }
    if (query.kind === 'survey') {
      const docs = (await this.surveyResponses
        .find(filter)
        .sort(sort)
        .limit(limit)
        .lean()) as WithId<SurveyResponseDoc>[];
      return docs.map((doc) => toLead('survey', doc, doc.type, doc.answers));
    }
    const docs = (await this.applications
      .find(filter)
      .sort(sort)
      .limit(limit)
      .lean()) as WithId<PartnerApplicationDoc>[];
    return docs.map((doc) => toLead('application', doc, doc.type, doc.fields));
  }

  private count(kind: Lead['kind'], filter: Record<string, unknown>): Promise<number> {
    if (kind === 'demo') return this.demoRequests.countDocuments(filter);
    if (kind === 'survey') return this.surveyResponses.countDocuments(filter);
    return this.applications.countDocuments(filter);
  }

  /** How many applications or survey responses of each type match a search (every type of the kind, 0 when none). */
  async matchesByType(kind: 'application' | 'survey', q: string): Promise<Record<string, number>> {
    const model = (kind === 'survey' ? this.surveyResponses : this.applications) as unknown as Model<never>;
    const rows = (await model.aggregate([
      { $match: this.filterFor({ kind, type: undefined, q }) },
      { $group: { _id: '$type', count: { $sum: 1 } } },
    ])) as { _id: string; count: number }[];
    const found = new Map(rows.map((row) => [row._id, row.count]));
    const types: readonly string[] = kind === 'survey' ? surveyTypes : applicationTypes;
    return Object.fromEntries(types.map((type) => [type, found.get(type) ?? 0]));
  }

  /** How many leads of each kind and type exist (ignores the search box). */
  async counts(): Promise<LeadCounts> {
    const byType = async (model: Model<never>) => {
      const rows = (await model.aggregate([{ $group: { _id: '$type', count: { $sum: 1 } } }])) as {
        _id: string;
        count: number;
      }[];
      return new Map(rows.map((row) => [row._id, row.count]));
    };
    const [demo, surveys, applications] = await Promise.all([
      this.demoRequests.countDocuments({}),
      byType(this.surveyResponses as unknown as Model<never>),
      byType(this.applications as unknown as Model<never>),
    ]);
    return {
      demo,
      survey: Object.fromEntries(surveyTypes.map((t) => [t, surveys.get(t) ?? 0])) as LeadCounts['survey'],
      application: Object.fromEntries(
        applicationTypes.map((t) => [t, applications.get(t) ?? 0]),
      ) as LeadCounts['application'],
    };
  }

  /** Every response of one survey, oldest first (the raw-data workbooks list them in the order they came in). */
  async surveyAnswers(
    type: SurveyType,
  ): Promise<{ id: string; createdAt: Date; answers: Record<string, unknown> }[]> {
    const docs = (await this.surveyResponses
      .find({ type })
      .sort({ createdAt: 1, _id: 1 })
      .lean()) as WithId<SurveyResponseDoc>[];
    return docs.map((doc) => ({ id: doc._id.toString(), createdAt: doc.createdAt, answers: doc.answers }));
  }
}
