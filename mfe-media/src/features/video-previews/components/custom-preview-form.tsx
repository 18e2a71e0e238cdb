import { useEffect } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { readSessionJson, writeSessionJson } from '@claims/web-kit';
import styled from 'styled-components';
import { emptyDescriptionMessage, mediaLimits } from '../../../lib/media-contracts';
import { Button, Field, Textarea, toast } from '@claims/ui';
import type { CustomPreviewForm } from './custom-preview-schema';

/** The schema (and the schema library) load on the first submit, not with the page. */
const lazyResolver: Resolver<CustomPreviewForm> = async (values, context, options) => {
  const { customPreviewResolver } = await import('./custom-preview-schema');
  return customPreviewResolver(values, context, options);
};

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  align-items: flex-start;
  & > div {
    align-self: stretch;
  }
`;

/** The description being typed, kept in the tab so a reload or a trip to another page does not lose it. */
export const descriptionDraftKey = 'claims.media.video-ai.description';

const storedDescription = () => {
  const stored = readSessionJson(descriptionDraftKey);
  return typeof stored === 'string' ? stored.slice(0, mediaLimits.descriptionMax) : '';
};

export type CustomPreviewFormProps = { running: boolean; onGenerate(description: string): void };

/** Free description → Generate Video; an empty one gives the spec's 'Error' toast and a message by the field. */
export function CustomPreviewFormView({ running, onGenerate }: CustomPreviewFormProps) {
  const form = useForm<CustomPreviewForm>({
    resolver: lazyResolver,
    defaultValues: { description: storedDescription() },
  });
  useEffect(() => {
    const { unsubscribe } = form.watch(({ description }) =>
      writeSessionJson(descriptionDraftKey, description ? description : undefined),
    );
    return unsubscribe;
  }, [form]);
  const submit = form.handleSubmit(
    (values) => onGenerate(values.description),
    (errors) => toast.error('Error', { description: errors.description?.message ?? emptyDescriptionMessage }),
  );
  // The length as typed: a paste longer than the limit is cut by the field, and the count says so.
  const length = form.watch('description')?.length ?? 0;
  return (
    <Form onSubmit={submit} noValidate>
      <Field
        label="Video description"
        hint={`Describe the appliance and what happens, for example: My dryer runs but does not heat. ${length.toLocaleString('en-US')} of ${mediaLimits.descriptionMax.toLocaleString('en-US')} characters.`}
        error={form.formState.errors.description?.message}
      >
        <Textarea rows={4} maxLength={mediaLimits.descriptionMax} {...form.register('description')} />
      </Field>
      <Button type="submit" loading={running} loadingText="Generating...">
        Generate Video
      </Button>
    </Form>
  );
}
