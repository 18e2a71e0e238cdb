import { forgetSessionJson, isStoredRecord, readSessionJson, writeSessionJson } from '@claims/web-kit';

export type AccountTab = 'sign-in' | 'sign-up';

/**
 * What a visitor had chosen and typed on /auth in this tab: the open tab, the name and the email (never the
 * password), so a reload in the middle of signing up opens on Sign Up with both still there. Kept in session storage
 * (this tab only) until the visitor is signed in.
 */
export type AuthDraft = { tab: AccountTab; fullName: string; email: string };

const draftKey = 'trial:auth-draft';
const text = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '');

export function readAuthDraft(): AuthDraft {
  const stored = readSessionJson(draftKey);
  const draft = (isStoredRecord(stored) ? stored : {}) as Partial<Record<keyof AuthDraft, unknown>>;
  return {
    tab: draft.tab === 'sign-up' ? 'sign-up' : 'sign-in',
    fullName: text(draft.fullName, 200),
    email: text(draft.email, 320),
  };
}

export function saveAuthDraft(change: Partial<AuthDraft>): void {
  writeSessionJson(draftKey, { ...readAuthDraft(), ...change } satisfies AuthDraft);
}

export function forgetAuthDraft(): void {
  forgetSessionJson(draftKey);
}
