import { Schema, type Connection, type Model, type Types } from 'mongoose';
import {
  guideCategories,
  guideDifficulties,
  type GuideCategory,
  type GuideDifficulty,
} from '@claims/contracts';

/** `repair_guides`: the overview of one guide; its steps live in `guide_steps`. */
export interface RepairGuideRecord {
  _id: Types.ObjectId;
  /** Author (the access token's `sub`); null for the built-in samples. */
  userId: string | null;
  title: string;
  /**
   * Normalised prefixes of the words of the title and of the category, the search index's keys (see
   * repositories/title-search.ts).
   */
  titlePrefixes: string[];
  description: string;
  category: GuideCategory;
  difficulty: GuideDifficulty;
  timeRequired: string;
  imageUrl: string | null;
  toolsNeeded: string[];
  partsNeeded: string[];
  views: number;
  likes: number;
  createdAt: Date;
  /**
   * The guide's list card as JSON, without views and likes (repositories/summary-json.ts): the list reads only this
   * and the two counters.
   */
  summaryJson: string;
  /** How many times the guide was edited (absent on guides never edited): an edit names the one it started from. */
  revision?: number;
  /** Which version of the derived fields (`titlePrefixes`, `summaryJson`) the guide holds (derived-fields.ts). */
  derivedFieldsVersion: number;
}

const repairGuideSchema = new Schema<RepairGuideRecord>(
  {
    userId: { type: String, default: null },
    title: { type: String, required: true },
    titlePrefixes: { type: [String], default: [] },
    description: { type: String, required: true },
    category: { type: String, required: true, enum: guideCategories },
    difficulty: { type: String, required: true, enum: guideDifficulties },
    timeRequired: { type: String, default: '' },
    imageUrl: { type: String, default: null },
    toolsNeeded: { type: [String], default: [] },
    partsNeeded: { type: [String], default: [] },
    views: { type: Number, default: 0, min: 0 },
    likes: { type: Number, default: 0, min: 0 },
    createdAt: { type: Date, required: true, default: () => new Date() },
    summaryJson: { type: String, required: true },
    derivedFieldsVersion: { type: Number, required: true },
    revision: { type: Number },
  },
  { collection: 'repair_guides', versionKey: false },
);
// The library page: newest first, paged by (createdAt, _id).
repairGuideSchema.index({ createdAt: -1, _id: -1 });
// The title search: one prefix pinned (multikey), then already in page order; the other prefixes filter.
repairGuideSchema.index({ titlePrefixes: 1, createdAt: -1, _id: -1 });
// The same page with a category chip selected: equality first, then the sort keys.
repairGuideSchema.index({ category: 1, createdAt: -1, _id: -1 });
// A title search within a category: the category and one prefix pinned, then already in page order, so
// the walk meets only that category's guides holding the prefix.
repairGuideSchema.index({ category: 1, titlePrefixes: 1, createdAt: -1, _id: -1 });

export type RepairGuideModel = Model<RepairGuideRecord>;
export const repairGuideModel = (db: Connection): RepairGuideModel =>
  db.model<RepairGuideRecord>('RepairGuide', repairGuideSchema);
