import { Schema, type Connection, type Model } from 'mongoose';
import { applicationTypes, type ApplicationType } from '@claims/contracts';
import { addSubmissionIndexes, submissionMetaDefinition, type SubmissionMetaDoc } from './submission-meta';

export type PartnerApplicationDoc = SubmissionMetaDoc & {
  type: ApplicationType;
  /** The application's fields as validated by its contract schema. */
  fields: Record<string, unknown>;
  email: string;
};

const partnerApplicationSchema = new Schema<PartnerApplicationDoc>(
  {
    type: { type: String, required: true, enum: applicationTypes },
    fields: { type: Schema.Types.Mixed, required: true },
    email: { type: String, required: true },
    ...submissionMetaDefinition,
  },
  { collection: 'partner_applications', versionKey: false, minimize: false },
);
addSubmissionIndexes(partnerApplicationSchema);
partnerApplicationSchema.index({ type: 1, createdAt: -1 });

export type PartnerApplicationModel = Model<PartnerApplicationDoc>;
export const partnerApplicationModel = (db: Connection): PartnerApplicationModel =>
  db.model<PartnerApplicationDoc>('PartnerApplication', partnerApplicationSchema);
