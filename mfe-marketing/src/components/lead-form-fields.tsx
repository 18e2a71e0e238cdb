import type { UseFormReturn } from 'react-hook-form';
import styled from 'styled-components';
import { Field, Select, TextInput, Textarea } from '@claims/ui';
import { honeypotField, type FieldDescriptor } from '@claims/contracts';
import type { LeadFormValues } from '../lib/use-lead-form';

const Grid = styled.div<{ $columns: 1 | 2 }>`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  grid-template-columns: minmax(0, 1fr);
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  }
`;

const Wide = styled.div`
  grid-column: 1 / -1;
`;

/**
 * A lead form: its parts one under another, in a column no wider than the form (an implicit grid column is as wide as
 * its widest field's content, which with wider letter spacing ran past a 320 px screen).
 */
export const LeadForm = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(6)};
`;

export type LeadFormFieldsProps = {
  fields: readonly FieldDescriptor[];
  form: UseFormReturn<LeadFormValues, unknown, unknown>;
  columns?: 1 | 2;
  /** Prefix for control ids, so two forms on one page never share an id. */
  idPrefix: string;
};

const inputTypes = { text: 'text', email: 'email', tel: 'tel', number: 'number' } as const;

/** Every field of a lead form, labelled as the spec words it, with its error next to it; plus the hidden honeypot. */
export function LeadFormFields({ fields, form, columns = 2, idPrefix }: LeadFormFieldsProps) {
  const { register, formState } = form;
  return (
    <Grid $columns={columns}>
      {fields.map((field) => {
        const id = `${idPrefix}-${field.name}`;
        const error = formState.errors[field.name]?.message;
        const control =
          field.kind === 'select' ? (
            <Select {...register(field.name)} required={field.required}>
              <option value="">Select an option</option>
              {field.choices?.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </Select>
          ) : field.kind === 'textarea' ? (
            <Textarea {...register(field.name)} rows={4} required={field.required} />
          ) : (
            <TextInput
              {...register(field.name)}
              type={inputTypes[field.kind]}
              required={field.required}
              placeholder={field.placeholder}
              autoComplete={field.autoComplete}
              inputMode={field.kind === 'number' ? 'numeric' : undefined}
              min={field.kind === 'number' ? 0 : undefined}
              step={field.kind === 'number' ? 1 : undefined}
            />
          );
        const rendered = (
          <Field
            key={field.name}
            id={id}
            label={field.label}
            required={field.required}
            error={typeof error === 'string' ? error : undefined}
          >
            {control}
          </Field>
        );
        return field.kind === 'textarea' ? <Wide key={field.name}>{rendered}</Wide> : rendered;
      })}
      {/* Hidden from people (display: none); form-filling bots fill it in and are turned away. */}
      <div hidden>
        <label htmlFor={`${idPrefix}-${honeypotField}`}>Leave this field empty</label>
        <input
          id={`${idPrefix}-${honeypotField}`}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          {...register(honeypotField)}
        />
      </div>
    </Grid>
  );
}
