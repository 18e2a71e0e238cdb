import { useForm, type Resolver } from 'react-hook-form';
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

export type CustomPreviewFormProps = { running: boolean; onGenerate(description: string): void };

/** Free description → Generate Video; an empty one gives the spec's 'Error' toast and a message by the field. */
export function CustomPreviewFormView({ running, onGenerate }: CustomPreviewFormProps) {
  const form = useForm<CustomPreviewForm>({
    resolver: lazyResolver,
    defaultValues: { description: '' },
  });
  const submit = form.handleSubmit(
    (values) => onGenerate(values.description),
    (errors) => toast.error('Error', { description: errors.description?.message ?? emptyDescriptionMessage }),
  );
  return (
    <Form onSubmit={submit} noValidate>
      <Field
        label="Video description"
        hint="Describe the appliance and what happens, for example: My dryer runs but does not heat."
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
