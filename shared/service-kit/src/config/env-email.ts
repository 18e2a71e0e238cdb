import { z } from 'zod';

const address = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;
const mailbox = /^[^<>]*<\s*([^\s<>]+)\s*>$/;

/** An email address variable (a team's inbox), refused with a readable reason when it is not one. */
export function envEmailAddress(fallback: string) {
  return z
    .string()
    .trim()
    .refine((value) => address.test(value), 'must be an email address, like team@example.com')
    .default(fallback);
}

/** A sender variable: an address, or a name with the address in angle brackets ("Claim Assist <hello@example.com>"). */
export function envMailbox(fallback: string) {
  return z
    .string()
    .trim()
    .refine(
      (value) => address.test(mailbox.exec(value)?.[1] ?? value),
      'must be an email address, or a name and an address like "Claim Assist <hello@example.com>"',
    )
    .default(fallback);
}
