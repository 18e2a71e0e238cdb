import type { LeadsQueryInput } from '@claims/contracts';

/**
 * Query keys of the marketing area, shared by every feature that reads or changes its data.
 * The first segment is the area's name: all remotes share the shell's one query cache.
 */
export const marketingKeys = {
  all: ['marketing'] as const,
  leads: (query: LeadsQueryInput) => [...marketingKeys.all, 'leads', query] as const,
  outbox: () => [...marketingKeys.all, 'outbox'] as const,
};
