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
  user_id: string | null;
  title: string;
  /** Normalised prefixes of the title's words, the search index's keys (see repositories/title-search.ts). */
  title_prefixes: string[];
  description: string;
  category: GuideCategory;
  difficulty: GuideDifficulty;
  time_required: string;
  image_url: string | null;
  tools_needed: string[];
  parts_needed: string[];
  views: number;
  likes: number;
  created_at: Date;
}

const repairGuideSchema = new Schema<RepairGuideRecord>(
  {
    user_id: { type: String, default: null },
    title: { type: String, required: true },
    title_prefixes: { type: [String], default: [] },
    description: { type: String, required: true },
    category: { type: String, required: true, enum: guideCategories },
    difficulty: { type: String, required: true, enum: guideDifficulties },
    time_required: { type: String, default: '' },
    image_url: { type: String, default: null },
    tools_needed: { type: [String], default: [] },
    parts_needed: { type: [String], default: [] },
    views: { type: Number, default: 0, min: 0 },
    likes: { type: Number, default: 0, min: 0 },
    created_at: { type: Date, required: true, default: () => new Date() },
  },
  { collection: 'repair_guides', versionKey: false },
);
// The library page: newest first, paged by (created_at, _id).
repairGuideSchema.index({ created_at: -1, _id: -1 });
// The title search: one prefix pinned (multikey), then already in page order; the other prefixes filter.
repairGuideSchema.index({ title_prefixes: 1, created_at: -1, _id: -1 });
// The same page with a category chip selected: equality first, then the sort keys.
repairGuideSchema.index({ category: 1, created_at: -1, _id: -1 });
// A title search within a category: the category and one prefix pinned, then already in page order, so
// the walk meets only that category's guides holding the prefix.
repairGuideSchema.index({ category: 1, title_prefixes: 1, created_at: -1, _id: -1 });

export type RepairGuideModel = Model<RepairGuideRecord>;
export const repairGuideModel = (db: Connection): RepairGuideModel =>
  db.model<RepairGuideRecord>('RepairGuide', repairGuideSchema);
