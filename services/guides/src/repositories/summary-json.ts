import { guideSummarySchema, type GuideListResponse, type GuideSummary } from '@claims/contracts';
import type { RepairGuideRecord } from '../models/repair-guide';
import { descriptionExcerpt } from './excerpt';

/** A stored summary: the guide's list card without its counters, which change with every view and like. */
const storedSummarySchema = guideSummarySchema.omit({ views: true, likes: true });

/** The fields of a guide its summary is made from. */
export type SummarySource = Pick<
  RepairGuideRecord,
  | '_id'
  | 'userId'
  | 'title'
  | 'description'
  | 'category'
  | 'difficulty'
  | 'timeRequired'
  | 'imageUrl'
  | 'createdAt'
>;

/** The projection that reads a `SummarySource`. */
export const summarySourceFields = {
  userId: 1,
  title: 1,
  description: 1,
  category: 1,
  difficulty: 1,
  timeRequired: 1,
  imageUrl: 1,
  createdAt: 1,
} as const;

/**
 * The JSON of a guide's list card (a `GuideSummary` without `views` and `likes`), checked against the contract when
 * it is made: its `description` is the excerpt of the description (repositories/excerpt.ts).
 */
export function summaryJson(guide: SummarySource): string {
  const summary: Omit<GuideSummary, 'views' | 'likes'> = {
    id: guide._id.toHexString(),
    userId: guide.userId ?? null,
    title: guide.title,
    description: descriptionExcerpt(guide.description ?? ''),
    category: guide.category,
    difficulty: guide.difficulty,
    timeRequired: guide.timeRequired ?? '',
    imageUrl: guide.imageUrl ?? null,
    createdAt: guide.createdAt.toISOString(),
  };
  return JSON.stringify(storedSummarySchema.parse(summary));
}

/** Whether a stored value is a summary `summaryJson` made (an object with at least one field). */
export function isSummaryJson(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith('{"') && value.endsWith('}');
}

/** The JSON text of a `GuideListResponse`, ready to send. */
export type GuideListJson = string & { readonly __json: GuideListResponse };

/** A listed guide as the list query reads it: its stored summary and its counters. */
export type ListedGuide = { summaryJson: string; views?: number; likes?: number };

// Never below 0: the like counter is briefly -1 while an unlike overtakes its like (GuidesRepository.adjustLikes).
const counter = (value: number | undefined) => (Number.isSafeInteger(value) ? Math.max(0, value!) : 0);

/**
 * A page of the list made from stored summaries: each item is its guide's summary with the current views and likes
 * put in front. No object is made or stringified per guide (services/guides/README.md, "Stored list cards").
 */
export function listPageJson(items: readonly ListedGuide[], nextCursor: string | null): GuideListJson {
  let json = '{"items":[';
  for (let index = 0; index < items.length; index++) {
    const { summaryJson: summary, views, likes } = items[index];
    json += `${index === 0 ? '' : ','}{"views":${counter(views)},"likes":${counter(likes)},${summary.slice(1)}`;
  }
  return `${json}],"nextCursor":${JSON.stringify(nextCursor)}}` as GuideListJson;
}

/** The page position of a stored summary: its guide's `createdAt` and id. */
export function summaryPosition(summary: string): { createdAt: Date; id: string } {
  const { createdAt, id } = JSON.parse(summary) as Pick<GuideSummary, 'createdAt' | 'id'>;
  return { createdAt: new Date(createdAt), id };
}
