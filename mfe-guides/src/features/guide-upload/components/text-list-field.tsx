import { useId } from 'react';
import { controlNamed, useFocusAfterRender } from '../hooks/use-focus-after-render';
import { useFieldArray, useFormContext, type FieldError } from 'react-hook-form';
import styled from 'styled-components';
import { Button, FieldError as FieldErrorText, PlusIcon, TextInput } from '@claims/ui';
import { guideLimits } from '@claims/contracts';
import type { UploadGuideFormInput } from './upload-guide-values';

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space(1)};
    font-weight: 700;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  align-items: flex-start;
  margin-bottom: ${({ theme }) => theme.space(2)};
  > div {
    flex: 1;
    min-width: 0;
  }
`;

export type TextListFieldProps = {
  name: 'toolsNeeded' | 'partsNeeded';
  legend: string;
  /** Singular noun for row labels and buttons: "tool", "part". */
  noun: string;
  placeholder: string;
};

/** An editable list of short entries (tools, parts): add and remove rows; blank rows are dropped on save. */
export function TextListField({ name, legend, noun, placeholder }: TextListFieldProps) {
  const { control, register, formState } = useFormContext<UploadGuideFormInput>();
  const { fields, append, remove } = useFieldArray({ control, name });
  const errors = formState.errors[name] as (Array<{ value?: FieldError }> & { message?: string }) | undefined;
  const Noun = noun.charAt(0).toUpperCase() + noun.slice(1);
  // After a Remove, focus goes to the entry that took its place (or the one before, or Add): the pressed button is
  // gone, and the next row's Remove button would have a second Enter remove a row the visitor did not mean to.
  const ids = useId();
  const addButtonId = `${ids}-add`;
  const focusAfterRender = useFocusAfterRender(fields);
  const removeRow = (index: number) => {
    // The next row takes this one's index; the one before keeps its own.
    const neighbour = fields[index + 1] ? index : fields[index - 1] ? index - 1 : undefined;
    focusAfterRender(neighbour === undefined ? addButtonId : controlNamed(`${name}.${neighbour}.value`));
    remove(index);
  };
  return (
    <Fieldset>
      <legend>{legend}</legend>
      <Hint>One per row. Empty rows are left out.</Hint>
      {fields.map((field, index) => {
        const error = errors?.[index]?.value?.message;
        return (
          <Row key={field.id}>
            <div>
              <TextInput
                aria-label={`${Noun} ${index + 1}`}
                placeholder={placeholder}
                aria-invalid={error ? true : undefined}
                {...register(`${name}.${index}.value` as const)}
              />
              {error && <FieldErrorText>{error}</FieldErrorText>}
            </div>
            <Button
              variant="ghost"
              onClick={() => removeRow(index)}
              aria-label={`Remove ${noun} ${index + 1}`}
            >
              Remove
            </Button>
          </Row>
        );
      })}
      {errors?.message && <FieldErrorText>{errors.message}</FieldErrorText>}
      <Button
        id={addButtonId}
        variant="secondary"
        size="sm"
        onClick={() => append({ value: '' })}
        disabled={fields.length >= guideLimits.listEntriesMax}
      >
        <PlusIcon />
        Add {noun}
      </Button>
    </Fieldset>
  );
}
