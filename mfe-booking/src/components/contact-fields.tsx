import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import styled from 'styled-components';
import { Field, TextInput, Textarea } from '@claims/ui';

export type ContactValues = {
  name: string;
  phone: string;
  email: string;
  address: string;
  issueDescription?: string;
};

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
    .wide {
      grid-column: 1 / -1;
    }
  }
`;

/** Name, phone, email and address (and, for a visit, the optional issue description), errors next to each field. */
export function ContactFields({
  register,
  errors,
  withIssue = false,
}: {
  register: UseFormRegister<ContactValues>;
  errors: FieldErrors<ContactValues>;
  withIssue?: boolean;
}) {
  return (
    <Grid>
      <Field label="Full Name" error={errors.name?.message} required>
        <TextInput autoComplete="name" {...register('name')} />
      </Field>
      <Field label="Phone" error={errors.phone?.message} required>
        <TextInput type="tel" autoComplete="tel" inputMode="tel" {...register('phone')} />
      </Field>
      <Field label="Email" error={errors.email?.message} required className="wide">
        <TextInput type="email" autoComplete="email" {...register('email')} />
      </Field>
      <Field label="Address" error={errors.address?.message} required className="wide">
        <TextInput autoComplete="street-address" {...register('address')} />
      </Field>
      {withIssue && (
        <Field label="Issue Description (optional)" error={errors.issueDescription?.message} className="wide">
          <Textarea rows={3} {...register('issueDescription')} />
        </Field>
      )}
    </Grid>
  );
}
