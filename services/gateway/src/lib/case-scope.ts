import type { LiveCase, Role } from '@claims/contracts';

/**
 * Who may see a case, as the dashboard list decides it (spec "Case list scope"): admin sees all cases;
 * otherwise a customer sees their own, else a tech the ones assigned to them, else insurance likewise.
 * Only the first matching role counts, exactly like the list query.
 */
export type SocketScope =
  { kind: 'admin' } | { kind: 'customer' | 'tech' | 'insurance'; userId: string } | { kind: 'none' };

export function scopeForUser(userId: string, roles: readonly Role[]): SocketScope {
  if (roles.includes('admin')) return { kind: 'admin' };
  if (roles.includes('customer')) return { kind: 'customer', userId };
  if (roles.includes('tech')) return { kind: 'tech', userId };
  if (roles.includes('insurance')) return { kind: 'insurance', userId };
  return { kind: 'none' };
}

/** The key a socket is filed under; every event names the keys that may receive it. */
export function audienceKeyOf(scope: SocketScope): string | null {
  if (scope.kind === 'admin') return adminKey;
  if (scope.kind === 'none') return null;
  return `${scope.kind}:${scope.userId}`;
}

export const adminKey = 'admin';

/** The people a case belongs to: the fields the list filters on. */
export type CaseAudience = { customerId: string | null; techId: string | null; insuranceId: string | null };

const idOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value.length > 0 ? value : null;

export function audienceOf(doc: Record<string, unknown>): CaseAudience {
  return {
    customerId: idOrNull(doc.customerId),
    techId: idOrNull(doc.techId),
    insuranceId: idOrNull(doc.insuranceId),
  };
}

/** Every socket key allowed to see a case with this audience (admins always). */
export function audienceKeys(audience: CaseAudience | null): Set<string> {
  const keys = new Set<string>([adminKey]);
  if (!audience) return keys;
  if (audience.customerId) keys.add(`customer:${audience.customerId}`);
  if (audience.techId) keys.add(`tech:${audience.techId}`);
  if (audience.insuranceId) keys.add(`insurance:${audience.insuranceId}`);
  return keys;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const isoOrNull = (value: unknown): string | null => {
  if (value instanceof Date) return value.toISOString();
  return typeof value === 'string' ? value : null;
};

/** What a list row needs from a case document, and nothing else (no history, photos or assignees). */
export function liveCaseOf(id: string, doc: Record<string, unknown>): LiveCase {
  return {
    id,
    caseNumber: text(doc.caseNumber),
    status: text(doc.status),
    deviceType: text(doc.deviceType),
    modelNumber: text(doc.modelNumber),
    serialNumber: text(doc.serialNumber),
    issueDescription: text(doc.issueDescription),
    createdAt: isoOrNull(doc.createdAt),
    updatedAt: isoOrNull(doc.updatedAt),
  };
}
