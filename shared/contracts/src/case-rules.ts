/*
 * Cases' fixed limits and texts without zod, for the case pages' first screen (`@claims/contracts/src/case-rules`).
 * cases.ts builds the schemas on top of these and re-exports them.
 */
import type { caseStatuses } from './case-status';

type CaseStatus = (typeof caseStatuses)[number];

/** Button text of a move on the case page. */
export const caseMoveLabels: Record<CaseStatus, string> = {
  pending: 'Back to pending',
  in_call: 'Start call',
  assessment: 'Start assessment',
  resolved_remote: 'Resolved remotely',
  parts_ordered: 'Parts ordered',
  house_visit_scheduled: 'Schedule house visit',
  completed: 'Complete case',
  cancelled: 'Cancel case',
};

export const caseLimits = {
  deviceTypeMax: 80,
  modelNumberMax: 80,
  serialNumberMax: 80,
  issueDescriptionMax: 4000,
  noteMax: 2000,
  pageSizeDefault: 20,
  pageSizeMax: 100,
  photosPerCase: 5,
  photoBytesMax: 8 * 1024 * 1024,
} as const;

/** "Issue description must be at most 4,000 characters": a text's limit, in words (the forms cut nothing typed). */
export const caseTextTooLong = (label: string, max: number) =>
  `${label} must be at most ${max.toLocaleString('en-US')} characters`;

/** Photo types a customer may attach (they are re-encoded on the server either way). */
export const casePhotoTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type CasePhotoType = (typeof casePhotoTypes)[number];

/** Why a cancelled case takes no more notes or photos (the service's refusal, and the case page in their place). */
export const cancelledCaseClosedMessage = 'This case is cancelled: it takes no more notes or photos.';
