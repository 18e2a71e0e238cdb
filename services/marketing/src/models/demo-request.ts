import { Schema, type Connection, type Model } from 'mongoose';
import { demoUserTypes, type DemoRequest } from '@claims/contracts';
import { addSubmissionIndexes, submissionMetaDefinition, type SubmissionMetaDoc } from './submission-meta';

export type DemoRequestDoc = DemoRequest & SubmissionMetaDoc;

const demoRequestSchema = new Schema<DemoRequestDoc>(
  {
    name: { type: String, required: true },
    email: { type: String, required: true },
    company: { type: String, required: true },
    role: { type: String, required: true },
    userType: { type: String, required: true, enum: demoUserTypes },
    message: { type: String },
    ...submissionMetaDefinition,
  },
  { collection: 'demo_requests', versionKey: false },
);
addSubmissionIndexes(demoRequestSchema);

export type DemoRequestModel = Model<DemoRequestDoc>;
export const demoRequestModel = (db: Connection): DemoRequestModel =>
  db.model<DemoRequestDoc>('DemoRequest', demoRequestSchema);
