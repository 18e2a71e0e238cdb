import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, fieldChecks, formValidationTiming } from '@claims/ui';
import { technicianContactSchema } from '@claims/contracts';
import { ContactFields, type ContactValues } from '../../../components/contact-fields';
import { StepActions } from '../../../components/wizard-frame';

/** Step 4: name, phone, email and address required; the issue description optional. */
export function ContactStep({
  contact,
  fieldErrors,
  onChange,
  onNext,
}: {
  contact: ContactValues;
  fieldErrors?: Record<string, string>;
  onChange: (contact: ContactValues) => void;
  onNext: () => void;
}) {
  const form = useForm<ContactValues>({
    resolver: zodResolver(technicianContactSchema) as never,
    defaultValues: contact,
    ...formValidationTiming,
  });
  useEffect(() => {
    const subscription = form.watch((values) => onChange(values as ContactValues));
    return () => subscription.unsubscribe();
  }, [form, onChange]);
  useEffect(() => {
    for (const [field, message] of Object.entries(fieldErrors ?? {})) {
      form.setError(field.replace(/^contact\./, '') as keyof ContactValues, { message });
    }
  }, [fieldErrors, form]);
  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit(() => onNext())(event)}
      {...fieldChecks(form)}
    >
      <ContactFields register={form.register} errors={form.formState.errors} withIssue />
      <StepActions>
        <Button type="submit">Review Booking</Button>
      </StepActions>
    </form>
  );
}
