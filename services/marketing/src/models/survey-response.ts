import { Schema, type Connection, type Model } from 'mongoose';
import { surveyTypes, type SurveyType } from '@claims/contracts';
import { addSubmissionIndexes, submissionMetaDefinition, type SubmissionMetaDoc } from './submission-meta';

export type SurveyResponseDoc = SubmissionMetaDoc & {
  type: SurveyType;
  /** The survey's answers as validated by its contract schema (absent answers are left out). */
  answers: Record<string, unknown>;
  email: string;
};

const surveyResponseSchema = new Schema<SurveyResponseDoc>(
  {
    type: { type: String, required: true, enum: surveyTypes },
    answers: { type: Schema.Types.Mixed, required: true },
    email: { type: String, required: true },
    ...submissionMetaDefinition,
  },
  { collection: 'survey_responses', versionKey: false, minimize: false },
);
addSubmissionIndexes(surveyResponseSchema);
surveyResponseSchema.index({ type: 1, createdAt: -1 });

export type SurveyResponseModel = Model<SurveyResponseDoc>;
export const surveyResponseModel = (db: Connection): SurveyResponseModel =>
  db.model<SurveyResponseDoc>('SurveyResponse', surveyResponseSchema);
