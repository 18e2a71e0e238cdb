import { createContext, useContext, useId, type ReactNode } from 'react';
import styled from 'styled-components';

type FieldContextValue = { id: string; describedBy?: string; invalid: boolean; required: boolean };

const FieldContext = createContext<FieldContextValue | null>(null);

const joinIds = (...ids: Array<string | undefined>) => ids.filter(Boolean).join(' ') || undefined;

type ControlA11yProps = {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false' | 'grammar' | 'spelling';
  'aria-required'?: boolean | 'true' | 'false';
};

/** Wires a control to its surrounding <Field>: id for the label, hint and error via aria-describedby, aria-invalid. */
export function useFieldControl<P extends ControlA11yProps>(props: P): P {
  const field = useContext(FieldContext);
  if (!field) return props;
  return {
    ...props,
    id: props.id ?? field.id,
    'aria-describedby': joinIds(field.describedBy, props['aria-describedby']),
    'aria-invalid': props['aria-invalid'] ?? (field.invalid || undefined),
    'aria-required': props['aria-required'] ?? (field.required || undefined),
  };
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
`;

export const Label = styled.label`
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};
`;

const LabelRow = styled.div`
  display: flex;
  align-items: baseline;
`;

/** The label's own size: at the body size its taller line set a required field's control lower than its neighbour's. */
const RequiredMark = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  margin-left: 0.125rem;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const FieldError = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 500;
  color: ${({ theme }) => theme.colors.danger};
`;

export type FieldProps = {
  label: ReactNode;
  /** Shown under the control and announced with it. */
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  /** Id of the control; generated when left out. */
  id?: string;
  children: ReactNode;
  className?: string;
};

/** Label, control, hint and error, wired for assistive technology. Put one control (TextInput, Select, Textarea) inside. */
export function Field({ label, error, hint, required = false, id, children, className }: FieldProps) {
  const generated = useId();
  const controlId = id ?? `field${generated.replace(/:/g, '')}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return (
    <Wrapper className={className}>
      {/* The mark sits outside the label so the field's name is exactly its label text. */}
      <LabelRow>
        <Label htmlFor={controlId}>{label}</Label>
        {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </LabelRow>
      <FieldContext.Provider
        value={{ id: controlId, describedBy: joinIds(hintId, errorId), invalid: !!error, required }}
      >
        {children}
      </FieldContext.Provider>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Wrapper>
  );
}
