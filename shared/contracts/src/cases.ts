import { z } from 'zod';
import { roleSchema, type Role } from './auth';
import { caseStatuses } from './case-status';
import { caseLimits, caseTextTooLong } from './case-rules';
import { noControlCharacters, visibleText } from './text-rules';

export {
  cancelledCaseClosedMessage,
  caseLimits,
  caseMoveLabels,
  casePhotoTypes,
  type CasePhotoType,
} from './case-rules';

/*
 * Trial cases: statuses and their badge colours, who may move a case where, and every request and
 * response of `/api/trial/cases` and `/api/trial/users`.
 */

export {
  caseStatuses,
  finalCaseStatuses,
  isFinalCaseStatus,
  openCaseStatuses,
  caseStatusColours,
  caseStatusColour,
  caseStatusLabels,
  caseStatusLabel,
  type CaseStatusColour,
} from './case-status';
export const caseStatusSchema = z.enum(caseStatuses);
export type CaseStatus = z.infer<typeof caseStatusSchema>;

/** Every new case starts here. */
export const initialCaseStatus: CaseStatus = 'pending';

/** Who may make a move: the technician assigned to the case, the customer who owns it, or any admin. */
export const caseActors = ['assigned_tech', 'owner_customer', 'admin'] as const;
export type CaseActor = (typeof caseActors)[number];

export type CaseTransition = { from: CaseStatus; to: CaseStatus; by: readonly CaseActor[] };

const techOrAdmin = ['assigned_tech', 'admin'] as const;

/** The one table of allowed moves; a move not listed is refused (409), a listed move by someone else too (403). */
export const caseTransitions: readonly CaseTransition[] = [
  { from: 'pending', to: 'in_call', by: techOrAdmin },
  { from: 'pending', to: 'assessment', by: techOrAdmin },
  { from: 'pending', to: 'cancelled', by: ['owner_customer', 'admin'] },
  { from: 'in_call', to: 'assessment', by: techOrAdmin },
  { from: 'in_call', to: 'resolved_remote', by: techOrAdmin },
  { from: 'assessment', to: 'resolved_remote', by: techOrAdmin },
  { from: 'assessment', to: 'parts_ordered', by: techOrAdmin },
  { from: 'assessment', to: 'house_visit_scheduled', by: techOrAdmin },
  { from: 'parts_ordered', to: 'house_visit_scheduled', by: techOrAdmin },
  { from: 'house_visit_scheduled', to: 'completed', by: techOrAdmin },
  { from: 'resolved_remote', to: 'completed', by: techOrAdmin },
  // Any open status may be cancelled by an admin (pending also by its customer, above).
  { from: 'in_call', to: 'cancelled', by: ['admin'] },
  { from: 'assessment', to: 'cancelled', by: ['admin'] },
  { from: 'resolved_remote', to: 'cancelled', by: ['admin'] },
  { from: 'parts_ordered', to: 'cancelled', by: ['admin'] },
  { from: 'house_visit_scheduled', to: 'cancelled', by: ['admin'] },
];

export function findCaseTransition(from: string, to: string): CaseTransition | undefined {
  return caseTransitions.find((transition) => transition.from === from && transition.to === to);
}

/** The parts of a case and a user that decide which actors the user is for that case. */
export type CaseActorInput = {
  caseDoc: { customerId: string; techId: string | null };
  user: { id: string; roles: readonly Role[] };
};

export function caseActorsFor({ caseDoc, user }: CaseActorInput): CaseActor[] {
  const actors: CaseActor[] = [];
  if (user.roles.includes('admin')) actors.push('admin');
  if (user.roles.includes('tech') && caseDoc.techId === user.id) actors.push('assigned_tech');
  if (caseDoc.customerId === user.id) actors.push('owner_customer');
  return actors;
}

/** The statuses this user may move this case to now (the case page shows exactly these buttons). */
export function allowedCaseMoves(input: CaseActorInput & { caseDoc: { status: string } }): CaseStatus[] {
  const actors = caseActorsFor(input);
  return caseTransitions
    .filter((transition) => transition.from === input.caseDoc.status)
    .filter((transition) => transition.by.some((actor) => actors.includes(actor)))
    .map((transition) => transition.to);
}

export const caseNumberPattern = /^CA-\d{4}-\d{6,}$/;

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, caseTextTooLong(label, max))
    .check(noControlCharacters(label))
    .optional()
    .transform((value) => value ?? '');

/** `POST /api/trial/cases`: device type and issue description required; model and serial optional. */
export const createCaseBodySchema = z.object({
  deviceType: z
    .string({ error: 'Device type is required' })
    .trim()
    .min(1, 'Device type is required')
    .max(caseLimits.deviceTypeMax, caseTextTooLong('Device type', caseLimits.deviceTypeMax))
    .check(noControlCharacters('Device type'), visibleText('Device type is required')),
  modelNumber: optionalText(caseLimits.modelNumberMax, 'Model number'),
  serialNumber: optionalText(caseLimits.serialNumberMax, 'Serial number'),
  issueDescription: z
    .string({ error: 'Issue description is required' })
    .trim()
    .min(1, 'Issue description is required')
    .max(caseLimits.issueDescriptionMax, caseTextTooLong('Issue description', caseLimits.issueDescriptionMax))
    .check(
      noControlCharacters('Issue description', { multiline: true }),
      visibleText('Issue description is required'),
    ),
  /**
   * Sent once the customer has been told they filed the same case a short while ago (409 naming it in
   * `fields.duplicateOf`, its id in `fields.duplicateId`) and chose to file a second one.
   */
  fileAgain: z.literal(true).optional(),
});
export type CreateCaseBody = z.input<typeof createCaseBodySchema>;
export type CreateCaseInput = z.output<typeof createCaseBodySchema>;

const objectId = (message: string) => z.string().regex(/^[0-9a-f]{24}$/i, message);

export const caseIdParamsSchema = z.object({ id: objectId('Case not found') });
export const casePhotoParamsSchema = z.object({
  id: objectId('Case not found'),
  photoId: objectId('Photo not found'),
});

/** A photo is served from a short-lived signed address (an `<img>` cannot send a Bearer token). */
export const casePhotoVariants = ['full', 'thumb'] as const;
export const casePhotoFileQuerySchema = z.object({
  variant: z.enum(casePhotoVariants).default('full'),
  expires: z.coerce.number().int(),
  signature: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Invalid signature'),
});

export const caseCursorSchema = z
  .string()
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/, 'Invalid cursor');

/** `GET /api/trial/cases`: the caller's cases (by scope), newest first. */
export const caseListQuerySchema = z.object({
  cursor: caseCursorSchema.optional(),
  limit: z.coerce
    .number()
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(caseLimits.pageSizeMax, `Limit must be at most ${caseLimits.pageSizeMax}`)
    .default(caseLimits.pageSizeDefault),
  /** Only open cases (the dealer portal's case chooser). */
  open: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});
export type CaseListQuery = z.input<typeof caseListQuerySchema>;

export const caseHistoryKinds = ['status', 'assignment', 'note', 'photo', 'parts_order'] as const;
export const caseHistoryEntrySchema = z.object({
  kind: z.enum(caseHistoryKinds),
  status: z.string().optional(),
  note: z.string().optional(),
  at: z.string(),
  byUserId: z.string(),
  byName: z.string(),
});
export type CaseHistoryEntry = z.infer<typeof caseHistoryEntrySchema>;

/** A case as the dashboard lists it. `status` is a string: an unknown one still shows (grey). */
export const caseSummarySchema = z.object({
  id: z.string(),
  caseNumber: z.string(),
  status: z.string(),
  deviceType: z.string(),
  modelNumber: z.string(),
  /** Tells apart two cases about the same model (a second appliance filed with fileAgain). */
  serialNumber: z.string(),
  issueDescription: z.string(),
  createdAt: z.string(),
});
export type CaseSummary = z.infer<typeof caseSummarySchema>;

export const caseListResponseSchema = z.object({
  items: z.array(caseSummarySchema),
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type CaseListResponse = z.infer<typeof caseListResponseSchema>;

/** `GET /api/trial/cases/summary`: the Active Cases count (cases in scope, not completed or cancelled). */
export const caseSummaryCountsSchema = z.object({ activeCount: z.number().int() });
export type CaseSummaryCounts = z.infer<typeof caseSummaryCountsSchema>;

export const casePersonSchema = z.object({ id: z.string(), fullName: z.string(), email: z.string() });
export type CasePerson = z.infer<typeof casePersonSchema>;

export const casePhotoSchema = z.object({
  id: z.string(),
  contentType: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
  createdAt: z.string(),
  /** Signed addresses valid for a few minutes. */
  url: z.string(),
  thumbnailUrl: z.string(),
});
export type CasePhoto = z.infer<typeof casePhotoSchema>;

/** `GET /api/trial/cases/:id`: the case, its people, photos, timeline and the moves the caller may make. */
export const caseDetailSchema = caseSummarySchema.extend({
  serialNumber: z.string(),
  customerId: z.string(),
  techId: z.string().nullable(),
  insuranceId: z.string().nullable(),
  customer: casePersonSchema.nullable(),
  tech: casePersonSchema.nullable(),
  insurance: casePersonSchema.nullable(),
  photos: z.array(casePhotoSchema),
  history: z.array(caseHistoryEntrySchema),
  allowedMoves: z.array(caseStatusSchema),
  updatedAt: z.string(),
});
export type CaseDetail = z.infer<typeof caseDetailSchema>;

/** `POST /api/trial/cases/:id/transitions`. */
export const caseTransitionBodySchema = z.object({
  status: caseStatusSchema,
  note: z
    .string()
    .trim()
    .max(caseLimits.noteMax, caseTextTooLong('Note', caseLimits.noteMax))
    .check(
      noControlCharacters('Note', { multiline: true }),
      visibleText('Write the note in words, or leave it empty'),
    )
    .optional(),
  /**
   * The status the page showed when the move was asked for. When the case has moved since (another person, another
   * tab), the move is refused as overtaken, naming who moved it, instead of being judged from a status the user
   * never saw.
   */
  from: caseStatusSchema.optional(),
});
export type CaseTransitionBody = z.input<typeof caseTransitionBodySchema>;

/** `PUT /api/trial/cases/:id/assignment` (admin): null leaves that seat empty. */
export const caseAssignmentBodySchema = z.object({
  techId: objectId('Choose a technician').nullable(),
  insuranceId: objectId('Choose an insurance user').nullable(),
});
export type CaseAssignmentBody = z.infer<typeof caseAssignmentBodySchema>;

/** `POST /api/trial/cases/:id/notes`. */
export const caseNoteBodySchema = z.object({
  note: z
    .string({ error: 'Note is required' })
    .trim()
    .min(1, 'Note is required')
    .max(caseLimits.noteMax, caseTextTooLong('Note', caseLimits.noteMax))
    .check(noControlCharacters('Note', { multiline: true }), visibleText('Note is required')),
});
export type CaseNoteBody = z.input<typeof caseNoteBodySchema>;

/** `GET /api/trial/users` (admin): users with their roles, optionally by role and name/email search. */
export const userListQuerySchema = z.object({
  role: roleSchema.optional(),
  search: z
    .string()
    .trim()
    .max(100, 'Search is too long')
    .optional()
    .transform((value) => (value ? value : undefined)),
  cursor: caseCursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type UserListQuery = z.input<typeof userListQuerySchema>;

export const userListItemSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  roles: z.array(roleSchema),
  createdAt: z.string(),
});
export type UserListItem = z.infer<typeof userListItemSchema>;

export const userListResponseSchema = z.object({
  items: z.array(userListItemSchema),
  nextCursor: z.string().nullable(),
});
export type UserListResponse = z.infer<typeof userListResponseSchema>;

/** Kinds of case notification (the spec's send-case-notification `type`). */
export const caseNotificationTypes = ['new_case', 'status_changed', 'parts_ordered'] as const;
export type CaseNotificationType = (typeof caseNotificationTypes)[number];
