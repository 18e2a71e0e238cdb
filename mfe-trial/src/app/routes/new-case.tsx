import { caseLimits } from '@claims/contracts/src/case-rules';
import {
  Button,
  ButtonLink,
  EmptyState,
  ErrorPanel,
  Field,
  TextInput,
  Textarea,
  toast,
  usePreloadOnFirstUse,
  fieldChecks,
  formValidationTiming,
} from '@claims/ui';
import {
  bringIntoView,
  forgetSessionJson,
  isApiRequestError,
  isOutcomeUnknown,
  isStoredRecord,
  newIdempotencyKey,
  readSessionJson,
  useSession,
  writeSessionJson,
} from '@claims/web-kit';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../config/paths';
import { signInPath } from '../../lib/sign-in-path';
import { trialKeys } from '../../lib/query-keys';
import { useCreateCase } from '../../lib/cases/create-case';
import { uploadCasePhotoRepeating } from '../../lib/cases/upload-case-photo';
import {
  deviceTypeSuggestions,
  newCaseDefaults,
  newCaseValidation,
  type NewCaseFormInput,
  type NewCaseFormOutput,
} from '../../features/new-case/components/new-case-form-schema';
import { FormCard, NewCaseFrame, NewCaseIntro } from '../../features/new-case/components/new-case-frame';
import { PhotoPicker } from '../../features/new-case/components/photo-picker';
import { useKeptPhotos } from '../../features/new-case/hooks/use-kept-photos';
import { SlowSavingNotice } from '../../components/slow-saving-notice';

/** A failed try's notice gives way to the next try's outcome instead of staying under it. */
const newCaseToastId = 'new-case';

/** The case the service says has the same details, filed a short while ago (409 with `fields.duplicateOf`). */
type AlreadyFiled = { caseNumber: string; id: string };

function alreadyFiledCase(error: unknown): AlreadyFiled | undefined {
  if (!isApiRequestError(error) || error.status !== 409) return undefined;
  const { duplicateOf, duplicateId } = error.fields ?? {};
  return duplicateOf && duplicateId ? { caseNumber: duplicateOf, id: duplicateId } : undefined;
}

export const caseCreatedTitle = 'Case Created!';
/**
 * The typed draft survives a failed send, a reload and a detour through sign-in. It is kept with the account that
 * typed it (none when typed signed out), so whoever signs in next in the tab never sees another person's claim.
 */
const draftKey = 'claims.trial.new-case-draft';

/** The case last sent from the draft (its values as sent) with its Idempotency-Key, kept until an answer says how it went. */
type SentCase = { values: string; key: string };
type StoredDraft = { owner: string | null; values: Partial<NewCaseFormInput>; sent?: SentCase };

/**
 * A case filed while its photos were still being added: kept until they all are, so a page reloaded or left in the
 * meantime says the case exists (and which photos may be missing) instead of offering an empty form to file it again.
 */
const filedKey = 'claims.trial.new-case-filed';
type FiledCase = { owner: string | null; id: string; caseNumber: string; photos: string[] };

function readFiled(userId: string | null): FiledCase | undefined {
  const stored = readSessionJson(filedKey);
  if (!isStoredRecord(stored) || typeof stored.id !== 'string' || typeof stored.caseNumber !== 'string')
    return undefined;
  const filed = stored as FiledCase;
  return filed.owner === userId && Array.isArray(filed.photos) ? filed : undefined;
}

const FiledNotice = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
  }
  div {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(3)};
  }
`;

/**
 * The case filed before this page was left while its photos were being added. It is brought into view and its
 * heading focused as the page opens: a reload returns to where the visitor was, at Create Case, far below it on a phone.
 */
function FiledCaseNotice({ filed, onDismiss }: { filed: FiledCase; onDismiss: () => void }) {
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!notice.current) return;
    bringIntoView(notice.current);
    notice.current.querySelector('h2')?.focus({ preventScroll: true });
  }, []);
  return (
    <FiledNotice role="status" ref={notice}>
      <h2 tabIndex={-1}>Case {filed.caseNumber} was filed</h2>
      <p>
        The page was left while its photos were being added, so{' '}
        {filed.photos.length === 1 ? 'this photo may' : 'these photos may'} not be on the case:{' '}
        <strong>{filed.photos.join(', ')}</strong>. Open the case to check and add{' '}
        {filed.photos.length === 1 ? 'it' : 'them'} there; there is no need to file it again.
      </p>
      <div>
        <ButtonLink to={paths.caseHref(filed.id)} onClick={onDismiss}>
          Open case {filed.caseNumber}
        </ButtonLink>
        <Button variant="outline" onClick={onDismiss}>
          File another case
        </Button>
      </div>
    </FiledNotice>
  );
}

const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const RefusalActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  /* A button naming a case number wraps inside the panel on a narrow phone rather than running past its edge. */
  > * {
    max-width: 100%;
    white-space: normal;
    text-align: center;
  }
  /* As text, not as flex items: "Open case" and the number wrap as words do. */
  > a {
    display: inline-block;
  }
`;

/** A case number is not broken at its hyphens. */
const CaseNumber = styled.span`
  white-space: nowrap;
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  justify-content: flex-end;
  align-items: center;
`;

/** The draft in this tab, if it was typed by `userId` or by a signed-out visitor (who has now signed in). */
const isSentCase = (value: unknown): value is SentCase =>
  isStoredRecord(value) && typeof value.values === 'string' && typeof value.key === 'string';

function readDraft(userId: string | null): { values: NewCaseFormInput; sent?: SentCase } {
  const stored = readSessionJson(draftKey);
  if (!isStoredRecord(stored) || !isStoredRecord(stored.values)) return { values: newCaseDefaults };
  const { owner, values, sent } = stored as StoredDraft;
  if (owner !== null && owner !== userId) {
    forgetSessionJson(draftKey);
    return { values: newCaseDefaults };
  }
  return { values: { ...newCaseDefaults, ...values }, ...(isSentCase(sent) ? { sent } : {}) };
}

/**
 * Cases are filed by customers (the service refuses anyone else). A signed-in technician or insurer is told so
 * before typing a claim that could not be sent; a signed-out visitor gets the form (and 'Not authenticated').
 */
function OnlyCustomersFileCases() {
  return (
    <NewCaseFrame>
      <NewCaseIntro />
      <EmptyState
        title="Only customer accounts file cases"
        description="This account follows the cases assigned to it. A homeowner files a case from their own customer account; ask an admin if this account should have the customer role."
        action={<ButtonLink to={paths.dashboard}>Back to Dashboard</ButtonLink>}
      />
    </NewCaseFrame>
  );
}

/** /trial-dashboard/new-case: the claim form; on success 'Case Created!' and the case's own page. */
export function NewCasePage() {
  const session = useSession();
  // No roles known counts as a customer (the spec's fallback).
  const mayFile = !session || session.roles.length === 0 || session.roles.includes('customer');
  return mayFile ? <NewCaseForm /> : <OnlyCustomersFileCases />;
}

function NewCaseForm() {
  const userId = useSession()?.user.id ?? null;
  // Read once: the form takes its defaults at the first render only.
  const [initialDraft] = useState(() => readDraft(userId));
  const navigate = useNavigate();
  const location = useLocation();
  const createCase = useCreateCase();
  const queryClient = useQueryClient();
  const { photos, setPhotos, forget: forgetPhotos } = useKeptPhotos(userId);
  const [uploading, setUploading] = useState(false);
  const [filed, setFiled] = useState(() => readFiled(userId));
  const dismissFiled = () => {
    forgetSessionJson(filedKey);
    setFiled(undefined);
  };
  // Leaving while photos are being added asks first (the browser's own question).
  useEffect(() => {
    if (!uploading) return undefined;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [uploading]);
  // One key per case the customer means to file: the same values sent again (the answer to the first try was lost,
  // Submit was pressed again, or the page was reloaded before the answer came) carry the same key, so the service
  // files the case once. Kept with the draft while the answer is awaited or never came.
  const caseKey = useRef<SentCase | null>(initialDraft.sent ?? null);
  const sentInDraft = useRef<SentCase | null>(initialDraft.sent ?? null);
  const form = useForm<NewCaseFormInput, unknown, NewCaseFormOutput>({
    resolver: newCaseValidation.resolver,
    defaultValues: initialDraft.values,
    ...formValidationTiming,
  });
  usePreloadOnFirstUse(newCaseValidation.preload);
  const { register, handleSubmit, formState, setError, watch } = form;
  const { errors } = formState;

  /** The draft as stored, with the case being sent (or whose answer never came) beside it, or without one. */
  const storeDraft = useCallback(
    (values: Partial<NewCaseFormInput>, sent: SentCase | null) =>
      writeSessionJson(draftKey, { owner: userId, values, ...(sent ? { sent } : {}) } satisfies StoredDraft),
    [userId],
  );

  // Why the last Create Case did not file the case: kept above the button until the next try is answered, where the
  // spec's 'Error' notice goes after a few seconds.
  const [refused, setRefused] = useState<{
    title?: string;
    message: string;
    signedOut: boolean;
    unknown: boolean;
    alreadyFiled?: AlreadyFiled;
  } | null>(() =>
    initialDraft.sent
      ? {
          title: 'This case may already be filed',
          message: 'Create Case was pressed, and no answer came to say whether the case was filed.',
          signedOut: false,
          unknown: true,
        }
      : null,
  );
  const keepSent = (sent: SentCase | null) => {
    sentInDraft.current = sent;
    storeDraft(form.getValues(), sent);
  };
  // The Already Filed note: its first button takes the focus as it appears (Create Case, pressed, comes after it).
  const alreadyFiledActions = useRef<HTMLDivElement>(null);
  const alreadyFiled = refused?.alreadyFiled;
  useEffect(() => {
    if (alreadyFiled) alreadyFiledActions.current?.querySelector<HTMLElement>('a')?.focus();
  }, [alreadyFiled]);
  useEffect(() => {
    // Refused by storage (full, a private window): the form works without its draft.
    const subscription = watch((values) => {
      storeDraft(values, sentInDraft.current);
      // "The same details" no longer holds once a field changes: the note and its notice go.
      if (alreadyFiled) {
        setRefused(null);
        toast.dismiss(newCaseToastId);
      }
    });
    return () => subscription.unsubscribe();
  }, [watch, storeDraft, alreadyFiled]);

  // Set by File It Again: the next send asks for a second case like the one the service named.
  const fileAgain = useRef(false);
  const onSubmit = handleSubmit(async (values) => {
    let created;
    const body = fileAgain.current ? { ...values, fileAgain: true as const } : values;
    fileAgain.current = false;
    const valuesText = JSON.stringify(body);
    const sent =
      caseKey.current?.values === valuesText
        ? caseKey.current
        : { values: valuesText, key: newIdempotencyKey() };
    caseKey.current = sent;
    keepSent(sent);
    try {
      created = await createCase.mutateAsync({ body, idempotencyKey: sent.key });
    } catch (error) {
      const message = error instanceof Error ? error.message : 'Something went wrong';
      if (isApiRequestError(error) && error.fields) {
        for (const [field, fieldMessage] of Object.entries(error.fields)) {
          if (field in newCaseDefaults) setError(field as Path<NewCaseFormInput>, { message: fieldMessage });
        }
      }
      // Signed out: the spec's 'Not authenticated', with the way on. The draft is kept for whoever signs in.
      const signedOut = isApiRequestError(error) && error.status === 401;
      // No answer, a server fault, or the same case still being filed: it may have been filed all the same.
      const unknown = isOutcomeUnknown(error);
      // Refused outright: nothing was filed, and a reload has nothing to warn about.
      if (!unknown) keepSent(null);
      // The same case filed earlier (another tab, or filled in again): which one, and the choice, stay above the button.
      const alreadyFiled = alreadyFiledCase(error);
      setRefused({
        message,
        signedOut,
        unknown,
        ...(alreadyFiled ? { title: 'Already Filed', alreadyFiled } : {}),
      });
      toast.error(alreadyFiled ? 'Already Filed' : 'Error', {
        id: newCaseToastId,
        description: alreadyFiled
          ? `${alreadyFiled.caseNumber} has the same details: see the note above Create Case.`
          : message,
        ...(signedOut
          ? {
              duration: Infinity,
              action: {
                label: 'Sign in to send it',
                onClick: () => navigate(signInPath(`${location.pathname}${location.search}`)),
              },
            }
          : {}),
      });
      return;
    }
    caseKey.current = null;
    sentInDraft.current = null;
    setRefused(null);
    forgetSessionJson(draftKey);
    forgetPhotos();
    toast.success(caseCreatedTitle, {
      id: newCaseToastId,
      description: `Your case number is ${created.caseNumber}.`,
    });
    if (photos.length > 0) {
      setUploading(true);
      const waiting = photos.map((photo) => photo.name);
      const keepFiled = () =>
        writeSessionJson(filedKey, {
          owner: userId,
          id: created.id,
          caseNumber: created.caseNumber,
          photos: waiting,
        } satisfies FiledCase);
      keepFiled();
      for (const photo of photos) {
        try {
          // The case page opens with the server's latest answer, photos included.
          queryClient.setQueryData(
            trialKeys.caseDetail(created.id),
            await uploadCasePhotoRepeating(created.id, photo),
          );
          waiting.splice(waiting.indexOf(photo.name), 1);
          keepFiled();
        } catch (error) {
          // The case is filed without it: the notice stays until read, on the case page it opens.
          toast.error('Error', {
            description: `${photo.name} was not added: ${error instanceof Error ? error.message : 'Something went wrong'}`,
            duration: Infinity,
          });
        }
      }
    }
    forgetSessionJson(filedKey);
    navigate(paths.caseHref(created.id));
  });

  const sending = formState.isSubmitting || uploading;
  // Picked photos are read before they are listed: the case waits for them rather than being sent without them.
  const [checkingPhotos, setCheckingPhotos] = useState(false);

  return (
    <NewCaseFrame>
      <NewCaseIntro />
      {filed && !uploading && <FiledCaseNotice filed={filed} onDismiss={dismissFiled} />}
      <FormCard as="form" noValidate onSubmit={onSubmit} {...fieldChecks(form)} aria-label="New case">
        <Field label="Device type" required error={errors.deviceType?.message}>
          <TextInput
            list="device-type-suggestions"
            maxLength={caseLimits.deviceTypeMax}
            placeholder="e.g. Refrigerator"
            autoComplete="off"
            {...register('deviceType')}
          />
        </Field>
        <datalist id="device-type-suggestions">
          {deviceTypeSuggestions.map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
        <Row>
          <Field
            label="Model number"
            hint="Optional; usually on a label inside the door"
            error={errors.modelNumber?.message}
          >
            <TextInput
              maxLength={caseLimits.modelNumberMax}
              autoComplete="off"
              {...register('modelNumber')}
            />
          </Field>
          <Field label="Serial number" hint="Optional" error={errors.serialNumber?.message}>
            <TextInput
              maxLength={caseLimits.serialNumberMax}
              autoComplete="off"
              {...register('serialNumber')}
            />
          </Field>
        </Row>
        <Field label="Issue description" required error={errors.issueDescription?.message}>
          <Textarea
            rows={5}
            maxLength={caseLimits.issueDescriptionMax}
            placeholder="What happens, since when, any error codes"
            {...register('issueDescription')}
          />
        </Field>
        <PhotoPicker
          files={photos}
          onChange={setPhotos}
          onCheckingChange={setCheckingPhotos}
          disabled={sending}
        />
        {refused && (
          <ErrorPanel title={refused.title ?? 'Error'} message={refused.message} headingLevel={2}>
            {refused.unknown && (
              <p>
                The case may have been filed all the same. Pressing Create Case again is safe: it files the
                case once, never twice.
              </p>
            )}
            {refused.signedOut && (
              <ButtonLink to={signInPath(`${location.pathname}${location.search}`)}>
                Sign in to send it
              </ButtonLink>
            )}
            {refused.alreadyFiled && (
              <RefusalActions ref={alreadyFiledActions}>
                {/* The typing stays (Back returns to it); the notice pointing at this note goes with it. */}
                <ButtonLink
                  to={paths.caseHref(refused.alreadyFiled.id)}
                  onClick={() => toast.dismiss(newCaseToastId)}
                >
                  Open case <CaseNumber>{refused.alreadyFiled.caseNumber}</CaseNumber>
                </ButtonLink>
                <Button
                  variant="outline"
                  disabled={sending}
                  onClick={() => {
                    fileAgain.current = true;
                    void onSubmit();
                  }}
                >
                  File It Again
                </Button>
              </RefusalActions>
            )}
          </ErrorPanel>
        )}
        <SlowSavingNotice saving={createCase.isPending} />
        <Footer>
          <Link to={paths.dashboard} state={{ from: location.pathname }}>
            Back to dashboard
          </Link>
          <Button
            type="submit"
            loading={sending || checkingPhotos}
            loadingText={
              uploading ? 'Uploading photos...' : sending ? 'Creating case...' : 'Checking photos...'
            }
          >
            Create Case
          </Button>
        </Footer>
      </FormCard>
    </NewCaseFrame>
  );
}
