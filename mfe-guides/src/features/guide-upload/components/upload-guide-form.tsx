import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { FormProvider, useForm, type Path } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import {
  applyServerFieldErrors,
  Button,
  Card,
  ErrorPanel,
  Field,
  Select,
  TextInput,
  Textarea,
  toast,
  usePreloadOnFirstUse,
  fieldChecks,
  formValidationTiming,
} from '@claims/ui';
import {
  guideCategories,
  guideDifficulties,
  type CreateGuideBody,
  type GuideDetail,
} from '@claims/contracts';
import { isApiRequestError, requestKey, useSession } from '@claims/web-kit';
import { paths } from '../../../config/paths';
import { useCreateGuide } from '../api/create-guide';
import { rememberSavedGuide, useUpdateGuide } from '../api/update-guide';
import { getGuideToEdit } from '../api/get-guide-to-edit';
import { libraryReturnState, useLibraryReturnHref } from '../../../lib/use-library-return';
import { StepsField } from './steps-field';
import { GuideImageField, ImageUploadsProvider } from './guide-image-field';
import { TextListField } from './text-list-field';
import {
  forgetGuideDraft,
  guideDraftKey,
  holdsSentEdit,
  openGuideDraft,
  readSentGuide,
  rememberSentEdit,
  rememberSentGuide,
  type SentGuide,
  useKeepGuideDraft,
} from '../lib/guide-draft';
import {
  holdsSameGuide,
  toCreateGuideBody,
  toFormPath,
  toUploadGuideFormValues,
  uploadGuideDefaults,
  uploadGuideValidation,
  type UploadGuideFormInput,
  type UploadGuideFormOutput,
} from './upload-guide-values';

/** The one notice of saving a guide: each try's outcome replaces the last one's. */
const guideSaveToastId = 'guide-save';

export const createErrorTitle = 'Error creating guide';
export const createSuccessMessage = 'Guide created successfully!';
export const updateErrorTitle = 'Error updating guide';
export const updateSuccessMessage = 'Guide updated successfully!';

/**
 * Enter in a single-line field must not send the form (a half-written guide was published that way):
 * only the submit button sends it. Enter still works in text areas and on buttons.
 */
export function keepEnterFromSubmitting(event: KeyboardEvent<HTMLFormElement>) {
  const target = event.target as HTMLElement;
  if (event.key === 'Enter' && target instanceof HTMLInputElement) event.preventDefault();
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
`;

const Section = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
`;

const DraftNotice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  p {
    margin: 0;
  }
`;

export const draftOnChangedGuideMessage =
  'This guide was changed by someone else since you began editing it. Your changes are back on top of the current guide; every field you had not changed shows it as it is now. Check it, then save.';

/** A failure that does not say the guide was refused: no connection, a timeout, a server error. */
const outcomeUnknown = (error: unknown) =>
  !isApiRequestError(error) || error.code === 'network' || error.status >= 500;

export const guideDeletedMessage =
  'This guide has been deleted, so these changes cannot be saved to it. What you wrote is kept in this tab: publish it as a new guide, or discard it.';
export const publishAsNewLabel = 'Publish as New Guide';
export const savedMeanwhileMessage =
  'Your last save went through (its answer was lost on the way): the guide below is as you saved it.';

const GoneNotice = styled(DraftNotice)`
  border-color: ${({ theme }) => theme.badgeTones.warning.border};
  background: ${({ theme }) => theme.badgeTones.warning.bg};
  div {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

type UploadGuideFormProps = {
  /** The guide to edit; without it, the form creates a new guide. */
  editing?: GuideDetail;
  /** The guide being edited was deleted meanwhile (in another tab, by an admin): what was typed can be published anew. */
  deleted?: boolean;
  /** The id of a deleted guide whose edit was kept in this tab (the page was opened again after the deletion). */
  keptFrom?: string;
};

/**
 * The guide creation form (or, given a guide, its edit form); on failure everything entered stays in place, and what
 * is typed is kept in the tab (lib/guide-draft.ts) until it is saved. An edit whose guide is deleted meanwhile keeps
 * what was typed, and offers to publish it as a new guide.
 */
export function UploadGuideForm({ editing, deleted = false, keptFrom }: UploadGuideFormProps) {
  const navigate = useNavigate();
  // The library the edit was opened from (the guide page hands it on); the saved guide's page returns there.
  const libraryHref = useLibraryReturnHref();
  const queryClient = useQueryClient();
  const createGuide = useCreateGuide();
  const updateGuide = useUpdateGuide();
  // Found deleted when saving (the page's own copy of the guide may not know yet).
  const [deletedOnSave, setDeletedOnSave] = useState(false);
  const gone = deleted || deletedOnSave || keptFrom !== undefined;
  const saving = createGuide.isPending || updateGuide.isPending;
  const errorTitle = editing && !gone ? updateErrorTitle : createErrorTitle;
  const [submitError, setSubmitError] = useState<string | null>(null);
  // Uploads still on their way: the form waits for their pictures before it can be sent.
  const [uploading, setUploading] = useState(0);
  // The form is shown only to a signed-in user; the draft is theirs alone.
  const userId = useSession()?.user.id ?? 'signed-out';
  const draftKey = guideDraftKey(userId, editing?.id ?? keptFrom);
  const [base] = useState(() => (editing ? toUploadGuideFormValues(editing) : uploadGuideDefaults));
  // The version the edit began from, fixed with the form's values: a save after someone else's is refused, never
  // silently written over theirs (also when the guide is read again while the form is open).
  const [startedFrom] = useState(() => editing?.revision);
  const [opened] = useState(() => openGuideDraft(draftKey, base, editing?.revision));
  const [restored, setRestored] = useState(opened.draft);
  const form = useForm<UploadGuideFormInput, unknown, UploadGuideFormOutput>({
    resolver: uploadGuideValidation.resolver,
    defaultValues: restored ?? base,
    ...formValidationTiming,
  });
  useKeepGuideDraft(form, draftKey);
  const discardDraft = () => {
    form.reset(base);
    forgetGuideDraft(draftKey);
    setRestored(null);
  };
  const discardDeleted = () => {
    forgetGuideDraft(draftKey);
    navigate(libraryHref ?? paths.library.href());
  };
  // Found deleted on Save: the notice saying so, and offering to publish anew, is brought into view.
  const goneNotice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!deletedOnSave) return;
    goneNotice.current?.scrollIntoView({ block: 'center' });
    goneNotice.current?.focus({ preventScroll: true });
  }, [deletedOnSave]);
  // The new guide last sent and its key: sent again unchanged (a lost answer, a reload), it is published once.
  const sentGuide = useRef<SentGuide | undefined>(undefined);
  usePreloadOnFirstUse(uploadGuideValidation.preload);
  const { register, handleSubmit, formState, setError } = form;
  const { errors } = formState;

  const onSubmit = handleSubmit(async (values) => {
    if (uploading > 0) return;
    setSubmitError(null);
    try {
      const body = toCreateGuideBody(values);
      let guide: GuideDetail;
      if (editing && !gone) {
        const update = (revision: number | undefined) =>
          updateGuide.mutateAsync({ id: editing.id, body: { ...body, revision } });
        rememberSentEdit(draftKey, body);
        guide = await update(startedFrom).catch(async (error: unknown) => {
          if (!isApiRequestError(error) || error.status !== 409) throw error;
          const stored = await getGuideToEdit(editing.id).catch(() => undefined);
          if (!stored) throw error;
          // Refused as saved meanwhile, but what is stored is this very save (its answer was lost, and this is the
          // retry): it is done.
          if (holdsSameGuide(stored, body)) {
            rememberSavedGuide(queryClient, stored);
            return stored;
          }
          // What is stored is an earlier save of this form whose answer was lost: the change meanwhile is the
          // visitor's own, and this save goes on top of it.
          if (holdsSentEdit(draftKey, stored)) return update(stored.revision);
          throw error;
        });
      } else {
        const previous = sentGuide.current ?? readSentGuide(draftKey);
        if (previous?.outcomeUnknown && previous.request !== JSON.stringify(body)) {
          // The guide sent before may have been published (its answer never came) and the visitor has changed it
          // since: that guide is asked for again with its key (published now if it was not), then given the
          // changes, so one guide comes of it, not two. Until that is done, the next try does the same.
          const first = await createGuide.mutateAsync({
            body: JSON.parse(previous.request) as CreateGuideBody,
            idempotencyKey: previous.key,
          });
          guide = await updateGuide.mutateAsync({
            id: first.id,
            body: { ...body, revision: first.revision },
          });
        } else {
          const sent: SentGuide = requestKey(previous, body);
          sentGuide.current = sent;
          rememberSentGuide(draftKey, sent);
          guide = await createGuide
            .mutateAsync({ body, idempotencyKey: sent.key })
            .catch((error: unknown) => {
              if (outcomeUnknown(error)) {
                sentGuide.current = { ...sent, outcomeUnknown: true };
                rememberSentGuide(draftKey, sentGuide.current);
              }
              throw error;
            });
        }
      }
      forgetGuideDraft(draftKey);
      // Under the failures' id: a failed try's notice gives way to the success instead of staying under it.
      toast.success(editing && !gone ? updateSuccessMessage : createSuccessMessage, { id: guideSaveToastId });
      navigate(paths.guide.href(guide.id), { state: libraryReturnState(libraryHref) });
    } catch (error) {
      if (editing && !gone && isApiRequestError(error) && error.status === 404) {
        // Deleted since the form opened: nothing to save it to, and what was typed stays for a new guide.
        toast.dismiss(guideSaveToastId);
        setDeletedOnSave(true);
        return;
      }
      const message = error instanceof Error ? error.message : 'Something went wrong';
      // The service names nested fields by their body path (`steps.0.title`); the form's paths differ.
      applyServerFieldErrors(error, (path, fieldError) =>
        setError(toFormPath(path) as Path<UploadGuideFormInput>, fieldError),
      );
      setSubmitError(message);
      toast.error(errorTitle, { id: guideSaveToastId, description: message });
    }
  });

  return (
    <FormProvider {...form}>
      <ImageUploadsProvider onCountChange={setUploading}>
        <Form
          noValidate
          onSubmit={onSubmit}
          onKeyDown={keepEnterFromSubmitting}
          {...fieldChecks(form)}
          aria-label={editing && !gone ? 'Edit the repair guide' : 'Create a repair guide'}
        >
          {gone && (
            <GoneNotice role="alert" ref={goneNotice} tabIndex={-1}>
              <p>{guideDeletedMessage}</p>
              <div>
                <Button type="submit" size="sm" loading={saving} loadingText="Publishing...">
                  {publishAsNewLabel}
                </Button>
                <Button type="button" variant="outline" size="sm" onClick={discardDeleted}>
                  Discard
                </Button>
              </div>
            </GoneNotice>
          )}
          {opened.savedMeanwhile && !restored && !gone && (
            <DraftNotice role="status">
              <p>{savedMeanwhileMessage}</p>
            </DraftNotice>
          )}
          {restored && !gone && (
            <DraftNotice role="status">
              <p>
                {!editing
                  ? 'Your unsent guide is back, as you left it.'
                  : opened.changedMeanwhile
                    ? draftOnChangedGuideMessage
                    : 'Your unsaved changes to this guide are back, as you left them.'}
              </p>
              <Button type="button" variant="outline" size="sm" onClick={discardDraft}>
                Discard changes
              </Button>
            </DraftNotice>
          )}
          <Section as="section" aria-labelledby="overview-title">
            <h2 id="overview-title">Overview</h2>
            <Field label="Title" required error={errors.title?.message}>
              <TextInput
                placeholder="e.g. Replace the defrost heater on a Whirlpool refrigerator"
                {...register('title')}
              />
            </Field>
            <Field label="Description" required error={errors.description?.message}>
              <Textarea
                rows={4}
                placeholder="What goes wrong, why, and what this guide fixes"
                {...register('description')}
              />
            </Field>
            <Row>
              <Field label="Category" required error={errors.category?.message}>
                <Select {...register('category')}>
                  <option value="">Select a category</option>
                  {guideCategories.map((category) => (
                    <option key={category} value={category}>
                      {category}
                    </option>
                  ))}
                </Select>
              </Field>
              <Field label="Difficulty" required error={errors.difficulty?.message}>
                <Select {...register('difficulty')}>
                  <option value="">Select a difficulty</option>
                  {guideDifficulties.map((difficulty) => (
                    <option key={difficulty} value={difficulty}>
                      {difficulty}
                    </option>
                  ))}
                </Select>
              </Field>
              <Field label="Time required" error={errors.timeRequired?.message}>
                <TextInput placeholder="e.g. 45 minutes" {...register('timeRequired')} />
              </Field>
            </Row>
            <GuideImageField
              name="imageUrl"
              urlLabel="Cover image URL"
              urlHint="Optional. A link to a photo of the appliance or the repair."
              uploadLabel="Or upload a cover photo"
              subject="cover photo"
              error={errors.imageUrl?.message}
            />
          </Section>

          <Section as="section" aria-label="Tools and parts">
            <TextListField
              name="toolsNeeded"
              legend="Tools needed"
              noun="tool"
              placeholder="e.g. Multimeter"
            />
            <TextListField
              name="partsNeeded"
              legend="Parts needed"
              noun="part"
              placeholder="e.g. Defrost heater assembly"
            />
          </Section>

          <Section as="section" aria-label="Steps">
            <StepsField />
          </Section>

          {submitError && <ErrorPanel title={errorTitle} message={submitError} />}

          <Footer>
            <Button
              type="submit"
              size="lg"
              loading={saving || uploading > 0}
              loadingText={
                uploading > 0
                  ? 'Uploading photo...'
                  : editing && !gone
                    ? 'Saving changes...'
                    : 'Creating guide...'
              }
            >
              {gone ? publishAsNewLabel : editing ? 'Save Changes' : 'Create Guide'}
            </Button>
          </Footer>
        </Form>
      </ImageUploadsProvider>
    </FormProvider>
  );
}
