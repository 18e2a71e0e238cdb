import { z } from 'zod';
import { site } from '@claims/contracts';
import { envInteger, outboxEnvShape, envMailbox, envEmailAddress } from '@claims/service-kit';

/** The variables of the trial system's cases (identity's are in `env.ts`). */
export const casesEnvShape = {
  ...outboxEnvShape,
  /** Sender of case notifications. */
  MAIL_FROM: envMailbox(`${site.companyName} <${site.contactEmail}>`),
  /** The team's address: it gets every case notification the customer gets. */
  CASES_NOTIFY_EMAIL: envEmailAddress(site.contactEmail),
  /** Links in emails point here. */
  PUBLIC_SITE_URL: z.string().url('must be a URL').default('http://127.0.0.1:8080'),
  /** How long a case list page or Active Cases count may be answered from memory (0: never); writes clear it. */
  CASE_LIST_CACHE_TTL_MS: envInteger({ min: 0, max: 60_000, default: 1000 }),
  /**
   * Case numbers each process reserves at a time (one counter write per block instead of one per case). Numbers
   * are never reused; those left in a block when a process stops are skipped, and with several processes the
   * numbers of one day interleave by block (1 keeps them strictly consecutive).
   */
  CASE_NUMBER_BLOCK_SIZE: envInteger({ min: 1, max: 1000, default: 10 }),
  /**
   * Cases one customer account may file per window: more than a household files, while a stolen or scripted account
   * cannot flood the team's queue. Only cases filed count: a refusal (the same case, an invalid form) or Create Case
   * pressed again after a lost answer costs nothing. Past it the customer is told the wait and the phone number.
   */
  CASE_FILINGS_PER_ACCOUNT_MAX: envInteger({ min: 1, default: 10 }),
  CASE_FILINGS_WINDOW_MS: envInteger({ min: 1, default: 60 * 60_000 }),
  /** How long a signed photo address works. */
  PHOTO_LINK_TTL_SECONDS: envInteger({ min: 10, max: 86_400, default: 600 }),
};
