import { z } from 'zod';

/**
 * Live case events: the websocket protocol between browsers and the gateway (`/ws`, docs/platform.md "Case events").
 * Every frame is one JSON text message. The access token travels only in messages, never in the URL.
 */

/** Path of the websocket endpoint (same origin, proxied by the edge to the gateway). */
export const caseEventsPath = '/ws';

/** Largest message a browser may send (a token renewal is about 1 KB); a bigger one closes the socket with 1009. */
export const caseEventsMaxClientMessageBytes = 16 * 1024;

/**
 * Close codes the gateway uses. 4xxx codes are ours (the range RFC 6455 leaves to applications); a browser
 * reconnects after any of them except `unauthorized` and `forbidden`, which need a new token first.
 */
export const caseEventsCloseCodes = {
  /** The gateway is shutting down or restarting: reconnect (another instance answers). */
  goingAway: 1001,
  /** A message larger than `caseEventsMaxClientMessageBytes`. */
  tooLarge: 1009,
  /** Not JSON, not an object, or not one of the client messages below. */
  malformed: 4400,
  /** No valid token, the token expired without renewal, or the session was revoked. */
  unauthorized: 4401,
  /** A renewal carried another user's token. */
  forbidden: 4403,
  /** No `auth` message arrived in time after connecting. */
  authTimeout: 4408,
  /** The account already has the most open sockets the gateway allows one user (its other tabs stay connected). */
  tooManySockets: 4409,
  /** The socket fell too far behind (its send buffer passed the cap); reconnect and refetch. */
  slowConsumer: 4429,
} as const;
export type CaseEventsCloseCode = (typeof caseEventsCloseCodes)[keyof typeof caseEventsCloseCodes];

const tokenField = z
  .string()
  .min(1)
  .max(8 * 1024);

/** Messages a browser sends. The first one must be `auth`. */
export const caseEventsClientMessageSchema = z.discriminatedUnion('type', [
  /** First message: the access token (Bearer) of the signed-in user. */
  z.object({ type: z.literal('auth'), token: tokenField }).strict(),
  /** A renewed access token for the same user, sent before the current one expires. */
  z.object({ type: z.literal('renew'), token: tokenField }).strict(),
  /** Heartbeat: the gateway answers `pong` (browsers cannot send protocol-level pings). */
  z.object({ type: z.literal('ping') }).strict(),
]);
export type CaseEventsClientMessage = z.infer<typeof caseEventsClientMessageSchema>;

/** What a case row in the list shows (the fields of `CaseSummary`), plus when it last changed. */
export const liveCaseSchema = z.object({
  id: z.string(),
  caseNumber: z.string(),
  status: z.string(),
  deviceType: z.string(),
  modelNumber: z.string(),
  serialNumber: z.string(),
  issueDescription: z.string(),
  createdAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type LiveCase = z.infer<typeof liveCaseSchema>;

/** Messages the gateway sends. */
export const caseEventsServerMessageSchema = z.discriminatedUnion('type', [
  /** Authenticated: events for this user follow. `expiresAt` (epoch ms) is when the socket closes without a renewal. */
  z.object({ type: z.literal('ready'), userId: z.string(), expiresAt: z.number().int() }),
  /** A renewal was accepted. */
  z.object({ type: z.literal('renewed'), expiresAt: z.number().int() }),
  z.object({ type: z.literal('pong') }),
  /**
   * A case this user may see was created or changed (or was just assigned to them). `changed` lists the
   * top-level fields the write touched (empty for a creation or when unknown).
   */
  z.object({
    type: z.literal('case.changed'),
    operation: z.enum(['created', 'updated']),
    case: liveCaseSchema,
    changed: z.array(z.string()),
  }),
  /** A case left this user's scope (it was reassigned to someone else) or was deleted: drop it from the list. */
  z.object({ type: z.literal('case.removed'), id: z.string() }),
]);
export type CaseEventsServerMessage = z.infer<typeof caseEventsServerMessageSchema>;
export type CaseChangedEvent = Extract<CaseEventsServerMessage, { type: 'case.changed' }>;
export type CaseRemovedEvent = Extract<CaseEventsServerMessage, { type: 'case.removed' }>;
/** The events a page reacts to. */
export type CaseEvent = CaseChangedEvent | CaseRemovedEvent;
