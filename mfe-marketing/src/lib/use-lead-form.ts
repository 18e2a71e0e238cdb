import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useForm, type DefaultValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import {
  honeypotField,
  type FieldDescriptor,
  type SubmissionMeta,
  type SubmissionReceipt,
} from '@claims/contracts';
import {
  applyServerFieldErrors,
  fieldChecks,
  formValidationTiming,
  lazyResolver,
  usePreloadOnFirstUse,
} from '@claims/ui';
import {
  forgetSessionJson,
  isApiRequestError,
  isOutcomeUnknown,
  isStoredRecord,
  readSessionJson,
  requestKey,
  type SentRequest,
  writeSessionJson,
} from '@claims/web-kit';
import { pageContext } from './submission-meta';

export type LeadFormValues = Record<string, string>;

export type LeadFormOptions<Schema extends z.ZodType> = {
  /**
   * The contract schema, or a function loading it: a page whose first paint is a form then loads the validation
   * library only once the visitor starts using the page (or sends the form), not before.
   */
  schema: Schema | (() => Promise<Schema>);
  fields: readonly FieldDescriptor[];
  /** Sends the validated values (plus idempotency key, honeypot and page context) to the service. */
  send: (body: z.output<Schema> & SubmissionMeta) => Promise<SubmissionReceipt>;
  /** Values to start from (a draft kept while the visitor looked at another tab). */
  initialValues?: LeadFormValues;
  /**
   * Where this tab keeps what is typed (session storage), so a reload or a visit elsewhere on the site finds it
   * again; forgotten once the form is sent, and gone when the tab closes.
   */
  draftKey?: string;
  /** The submission was stored; the values that were sent and the service's receipt. */
  onSubmitted: (values: z.output<Schema>, receipt: SubmissionReceipt) => void;
  /**
   * It was not: the visitor's values stay, this explains why. Returns the text to keep next to the submit button
   * (`failure`, until the next attempt); the service's message when it returns nothing.
   */
  onFailed: (message: string, error: unknown) => string | void;
};

/** zod's resolver (and the schema, when given a loader), loaded on first use. */
const lazyZodResolver = (schema: z.ZodType | (() => Promise<z.ZodType>)) =>
  lazyResolver(async () => {
    const [{ zodResolver }, resolved] = await Promise.all([
      import('@hookform/resolvers/zod'),
      typeof schema === 'function' ? schema() : schema,
    ]);
    return zodResolver(resolved as never) as unknown as Resolver<LeadFormValues>;
  });

/**
 * A number field holding text the browser cannot read as a number ("e", "4-"): the browser reports its value as
 * empty, which the schema would call missing though the visitor typed something. Such a field is told what to type.
 */
export const unreadableNumberMessage = (label: string) =>
  `${label.charAt(0)}${label.slice(1).toLowerCase()} must be a number, such as 5`;

function withUnreadableNumbers(
  resolver: Resolver<LeadFormValues>,
  fields: readonly FieldDescriptor[],
): Resolver<LeadFormValues> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const unreadable = fields.flatMap((field) => {
      const ref = options.fields[field.name]?.ref;
      return field.kind === 'number' && ref instanceof HTMLInputElement && ref.validity.badInput
        ? [{ field, ref }]
        : [];
    });
    if (unreadable.length === 0) return result;
    const errors = { ...result.errors };
    for (const { field, ref } of unreadable) {
      errors[field.name] = { type: 'badInput', message: unreadableNumberMessage(field.label), ref };
    }
    return { values: {}, errors };
  };
}

export const emptyValues = (fields: readonly FieldDescriptor[]): LeadFormValues =>
  Object.fromEntries([...fields.map((f) => [f.name, '']), [honeypotField, '']]);

/** The typed values kept under `key`, for these fields only (never the honeypot). */
function readDraft(key: string | undefined, fields: readonly FieldDescriptor[]): LeadFormValues {
  const stored = key && typeof window !== 'undefined' ? readSessionJson(key) : undefined;
  if (!isStoredRecord(stored)) return {};
  return Object.fromEntries(
    fields.flatMap(({ name }) => {
      const value = stored[name];
      return typeof value === 'string' ? [[name, value]] : [];
    }),
  );
}

function writeDraft(key: string, fields: readonly FieldDescriptor[], values: Record<string, unknown>) {
  const kept = Object.fromEntries(
    fields.flatMap(({ name }) => {
      const value = values[name];
      return typeof value === 'string' && value !== '' ? [[name, value]] : [];
    }),
  );
  // Refused by storage (full, a private window): the form works without its draft.
  writeSessionJson(key, Object.keys(kept).length === 0 ? undefined : kept);
}

/** Said next to the submit button of a form that was being sent when its page was left (a reload, Back). */
export const leftWhileSendingMessage =
  'This form was being sent when the page was left, and no answer came back: it may have arrived. Sending it again is safe: it is stored once.';

const isSentRequest = (value: unknown): value is SentRequest =>
  isStoredRecord(value) && typeof value.request === 'string' && typeof value.key === 'string';

/**
 * react-hook-form on a contract schema, for every public lead form: one idempotency key per filled-in form (so a
 * double click or a retry is stored once, and a form corrected after a failure is stored as corrected), server field
 * errors shown next to their fields, the entered values kept when sending fails, with why (`failure`) shown until the
 * next attempt, and (with `draftKey`) kept across a reload until sent.
 */
export function useLeadForm<Schema extends z.ZodType>({
  schema,
  fields,
  send,
  initialValues,
  draftKey,
  onSubmitted,
  onFailed,
}: LeadFormOptions<Schema>) {
  // The request last sent and its key: sent again unchanged (a retry after a lost answer) it keeps the key and is
  // stored once; changed (the visitor corrected a field after a failure) it is a new submission with a new key.
  // Kept with the draft while it is under way: a page left before the answer (a reload, Back) finds it, says so, and
  // sends the form again under the same key, so the service answers the first request's receipt if it had arrived.
  const sendingKey = draftKey && `${draftKey}.sending`;
  const [leftWhileSending] = useState(() => {
    const stored = sendingKey && typeof window !== 'undefined' ? readSessionJson(sendingKey) : undefined;
    return isSentRequest(stored) ? stored : undefined;
  });
  const sent = useRef<SentRequest | undefined>(leftWhileSending);
  const [failure, setFailure] = useState<string | null>(leftWhileSending ? leftWhileSendingMessage : null);
  const location = useLocation();
  const validation = useMemo(() => lazyZodResolver(schema), [schema]);
  const resolver = useMemo(() => withUnreadableNumbers(validation.resolver, fields), [validation, fields]);
  // The first sign that the visitor is using the page: fetch validation while they type.
  usePreloadOnFirstUse(validation.preload);
  const form = useForm<LeadFormValues, unknown, z.output<Schema>>({
    resolver: resolver as never,
    defaultValues: {
      ...emptyValues(fields),
      ...readDraft(draftKey, fields),
      ...initialValues,
    } as DefaultValues<LeadFormValues>,
    ...formValidationTiming,
  });

  useEffect(() => {
    if (!draftKey) return undefined;
    const subscription = form.watch((values) => writeDraft(draftKey, fields, values));
    return () => subscription.unsubscribe();
  }, [form, draftKey, fields]);

  // One sending at a time: a double click, before the button shows it is busy, sends once.
  const sending = useRef(false);
  const onSubmit = form.handleSubmit(async (values) => {
    if (sending.current) return;
    sending.current = true;
    try {
      await submit(values);
    } finally {
      sending.current = false;
    }
  });

  async function submit(values: z.output<Schema>) {
    const honeypot = form.getValues(honeypotField);
    setFailure(null);
    let receipt: SubmissionReceipt;
    sent.current = requestKey(sent.current, values as object);
    if (sendingKey) writeSessionJson(sendingKey, sent.current);
    try {
      receipt = await send({
        ...(values as object),
        idempotencyKey: sent.current.key,
        ...(honeypot ? { [honeypotField]: honeypot } : {}),
        ...pageContext(location),
      } as never);
    } catch (error) {
      // An answer that says it was not stored: nothing to look for after a reload.
      if (sendingKey && !isOutcomeUnknown(error)) forgetSessionJson(sendingKey);
      applyServerFieldErrors(
        error,
        form.setError,
        fields.map((f) => f.name),
      );
      const message = isApiRequestError(error) ? error.message : 'Something went wrong';
      setFailure(onFailed(message, error) || message);
      return;
    }
    // The next form filled in is a new submission.
    sent.current = undefined;
    if (draftKey) forgetSessionJson(draftKey);
    if (sendingKey) forgetSessionJson(sendingKey);
    onSubmitted(values, receipt);
  }

  return { form, onSubmit, fieldChecks: fieldChecks(form), failure };
}
