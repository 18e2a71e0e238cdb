import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import {
  forgetSessionJson,
  isStoredRecord,
  readSessionJson,
  writeSessionJson,
  type SentRequest,
} from '@claims/web-kit';
import type { CreateGuideBody } from '@claims/contracts';
import { holdsSameGuide, toGuideBody, type UploadGuideFormInput } from '../components/upload-guide-values';

/**
 * A guide being written is kept in this tab's sessionStorage as it is typed, per user and per guide, so nothing
 * typed is lost when the session ends (signed out in another tab, revoked, expired), on a reload, or when a save
 * fails for that reason: after signing in again in the same tab the form comes back as it was. A successful save
 * or "Discard changes" forgets it; closing the tab does too.
 */
const prefix = 'claims.guide-draft.v1';

export function guideDraftKey(userId: string, guideId?: string): string {
  return `${prefix}:${userId}:${guideId ?? 'new'}`;
}

function isDraft(value: unknown): value is UploadGuideFormInput {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Record<string, unknown>;
  return (
    typeof draft.title === 'string' &&
    typeof draft.description === 'string' &&
    Array.isArray(draft.steps) &&
    Array.isArray(draft.toolsNeeded) &&
    Array.isArray(draft.partsNeeded)
  );
}

/** The kept draft, on top of `base` (a field the draft lacks keeps its value there); null when there is none. */
export function readGuideDraft(key: string, base: UploadGuideFormInput): UploadGuideFormInput | null {
  const draft = readSessionJson(key);
  return isDraft(draft) ? { ...base, ...draft } : null;
}

export function forgetGuideDraft(key: string): void {
  forgetSessionJson(key);
  forgetSessionJson(sentKey(key));
  forgetSessionJson(baseKey(key));
  forgetSessionJson(sentEditsKey(key));
}

/**
 * The new guide last sent from this draft with its `Idempotency-Key` (`requestKey`), kept beside the draft: when the
 * answer was lost, sending the same guide again (at once or after a reload) repeats that key, and the service answers
 * with the guide it made instead of publishing a second one.
 */
const sentKey = (key: string) => `${key}:sent`;

/**
 * A new guide sent from this draft. `outcomeUnknown`: its last sending failed without an answer saying it was refused
 * (no connection, a timeout, a server error), so the guide may have been published all the same.
 */
export type SentGuide = SentRequest & { outcomeUnknown?: boolean };

export function readSentGuide(key: string): SentGuide | undefined {
  const sent = readSessionJson(sentKey(key));
  if (!isStoredRecord(sent)) return undefined;
  const { request, key: idempotencyKey, outcomeUnknown } = sent as Partial<SentGuide>;
  if (typeof request !== 'string' || typeof idempotencyKey !== 'string') return undefined;
  return { request, key: idempotencyKey, ...(outcomeUnknown === true ? { outcomeUnknown } : {}) };
}

export function rememberSentGuide(key: string, sent: SentGuide): void {
  // Refused by storage: a retry in this page still repeats the key (the form keeps it too).
  writeSessionJson(sentKey(key), sent);
}

export function writeGuideDraft(key: string, values: UploadGuideFormInput): void {
  // Refused by storage (private mode, full): the form still works, the draft is just not kept.
  writeSessionJson(key, values);
}

/** Writes the form's values to the draft on every change of a field (not before the first one, nor on a reset). */
export function useKeepGuideDraft(
  form: Pick<UseFormReturn<UploadGuideFormInput, unknown, unknown>, 'watch'>,
  key: string,
): void {
  useEffect(() => {
    const subscription = form.watch((values, { name }) => {
      // Refused by storage (private mode, full): the form still works, the draft is just not kept.
      if (name) writeSessionJson(key, values);
    });
    return () => subscription.unsubscribe();
  }, [form, key]);
}

/**
 * The changes this edit form sent (the last few), kept beside the draft. A save whose answer was lost may have been
 * stored all the same: when the guide is then found to hold one of them, the change since the form opened is the
 * visitor's own, not someone else's, and the next save goes on top of it (at once or after a reload).
 */
const sentEditsKey = (key: string) => `${key}:sent-edits`;
const sentEditsKept = 5;

export function readSentEdits(key: string): CreateGuideBody[] {
  const sent = readSessionJson(sentEditsKey(key));
  return Array.isArray(sent) ? (sent as CreateGuideBody[]) : [];
}

export function rememberSentEdit(key: string, body: CreateGuideBody): void {
  writeSessionJson(sentEditsKey(key), [...readSentEdits(key), body].slice(-sentEditsKept));
}

/** Whether `current` (the guide as stored now) holds one of the changes this form sent. */
export function holdsSentEdit(key: string, current: Parameters<typeof holdsSameGuide>[0]): boolean {
  return readSentEdits(key).some((body) => holdsSameGuide(current, body));
}

/**
 * The guide an edit's draft was begun from (its revision and its values in the form), kept beside the draft. When the
 * guide is saved by someone else meanwhile, the draft is put on top of the current guide (`rebaseGuideDraft`) instead
 * of being saved over it.
 */
export type GuideDraftBase = { revision: number; values: UploadGuideFormInput };

const baseKey = (key: string) => `${key}:base`;

export function readGuideDraftBase(key: string): GuideDraftBase | undefined {
  const base = readSessionJson(baseKey(key));
  if (!isStoredRecord(base)) return undefined;
  const { revision, values } = base as Partial<GuideDraftBase>;
  return typeof revision === 'number' && isDraft(values) ? { revision, values } : undefined;
}

export function rememberGuideDraftBase(key: string, base: GuideDraftBase): void {
  writeSessionJson(baseKey(key), base);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A draft begun from `from` (the guide as it was then), put on top of `current` (the guide as it is now): each field
 * the visitor changed keeps their value, and every other field takes the current guide's, so saving it keeps what
 * someone else saved meanwhile. Also says whether the current guide differs from the one the draft began from.
 */
export function rebaseGuideDraft(
  draft: UploadGuideFormInput,
  from: UploadGuideFormInput,
  current: UploadGuideFormInput,
): { values: UploadGuideFormInput; changedMeanwhile: boolean } {
  const values = { ...current };
  for (const name of Object.keys(draft) as (keyof UploadGuideFormInput)[]) {
    if (!same(draft[name], from[name])) (values as Record<string, unknown>)[name] = draft[name];
  }
  return { values, changedMeanwhile: !same(from, current) };
}

/**
 * The draft kept for this form, if any. An edit's draft is put on top of the guide as it is now (`editingRevision`):
 * when someone saved the guide since the draft began, the fields the visitor did not change take the current guide's
 * values, so saving keeps theirs. From then on the draft is relative to the guide as shown.
 */
export function openGuideDraft(
  draftKey: string,
  base: UploadGuideFormInput,
  editingRevision: number | undefined,
): { draft: UploadGuideFormInput | null; changedMeanwhile: boolean; savedMeanwhile?: boolean } {
  const draft = readGuideDraft(draftKey, base);
  if (editingRevision === undefined) return { draft, changedMeanwhile: false };
  const began = readGuideDraftBase(draftKey);
  rememberGuideDraftBase(draftKey, { revision: editingRevision, values: base });
  if (!draft || !began || began.revision === editingRevision) return { draft, changedMeanwhile: false };
  const stored = toGuideBody(base);
  if (holdsSentEdit(draftKey, stored)) {
    // The guide changed since the draft began by the visitor's own save, whose answer was lost. When it holds all of
    // the draft, nothing is left unsaved; otherwise the draft (typed on top of that save) stays as it is.
    if (holdsSameGuide(stored, toGuideBody(draft))) {
      forgetGuideDraft(draftKey);
      rememberGuideDraftBase(draftKey, { revision: editingRevision, values: base });
      return { draft: null, changedMeanwhile: false, savedMeanwhile: true };
    }
    return { draft, changedMeanwhile: false, savedMeanwhile: true };
  }
  const rebased = rebaseGuideDraft(draft, began.values, base);
  writeGuideDraft(draftKey, rebased.values);
  return { draft: rebased.values, changedMeanwhile: rebased.changedMeanwhile };
}
