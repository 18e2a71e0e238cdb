import {
  useId,
  useRef,
  useState,
  type ClipboardEvent,
  type ComponentPropsWithRef,
  type InputEvent,
  type ReactNode,
} from 'react';
import styled, { css } from 'styled-components';
import { FieldError, useFieldControl } from './field';

const controlStyles = css`
  width: 100%;
  min-height: 2.75rem;
  padding: 0.5rem 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  transition: border-color 0.15s ease;
  &::placeholder {
    color: #6b7a8f;
  }
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.text};
  }
  &:focus-visible {
    border-color: ${({ theme }) => theme.colors.focus};
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
    box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.danger};
  }
  &:disabled {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    cursor: not-allowed;
  }
`;

const Input = styled.input`
  ${controlStyles}
`;

const StyledSelect = styled.select`
  ${controlStyles}
  appearance: none;
  padding-right: 2.25rem;
  background-image: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='12' height='8' viewBox='0 0 12 8'%3E%3Cpath d='M1 1l5 5 5-5' fill='none' stroke='%234a5a70' stroke-width='2'/%3E%3C/svg%3E");
  background-repeat: no-repeat;
  background-position: right 0.875rem center;
`;

const StyledTextarea = styled.textarea`
  ${controlStyles}
  min-height: 6rem;
  resize: vertical;
`;

/** What a control says when a paste did not fit its `maxLength` (the browser keeps only what fits, silently). */
export const pasteCutMessage = (maxLength: number) =>
  `Only the first ${maxLength.toLocaleString('en-US')} characters fit here; the rest of what you pasted was left out.`;

const PasteNote = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};
`;

type TextControl = HTMLInputElement | HTMLTextAreaElement;

/**
 * Tells the visitor when a paste was cut to the control's `maxLength` (the browser keeps only what fits, silently): a
 * note under the control, announced by screen readers, until the visitor changes the text again. Calls the control's
 * own `onPaste` and `onInput` first.
 */
function usePasteCutNote<T extends TextControl>({
  onPaste,
  onInput,
}: {
  onPaste?: (event: ClipboardEvent<T>) => void;
  onInput?: (event: InputEvent<T>) => void;
}) {
  const [cutTo, setCutTo] = useState<number | null>(null);
  // The paste's own input event follows it: that one keeps the note.
  const pasting = useRef(false);
  const noteId = useId();
  const handlers = {
    onPaste: (event: ClipboardEvent<T>) => {
      onPaste?.(event);
      const control = event.currentTarget;
      const max = control.maxLength;
      if (event.defaultPrevented || max < 0) return;
      const replaced = (control.selectionEnd ?? 0) - (control.selectionStart ?? 0);
      const pasted = event.clipboardData?.getData('text') ?? '';
      const cut = control.value.length - replaced + pasted.length > max;
      pasting.current = cut;
      setCutTo(cut ? max : null);
    },
    onInput: (event: InputEvent<T>) => {
      onInput?.(event);
      if (pasting.current) pasting.current = false;
      else setCutTo(null);
    },
  };
  const note =
    cutTo === null ? null : (
      <PasteNote id={noteId} role="status">
        {pasteCutMessage(cutTo)}
      </PasteNote>
    );
  return { handlers, note, noteId: cutTo === null ? undefined : noteId };
}

const withNote = (describedBy: string | undefined, noteId: string | undefined) =>
  [describedBy, noteId].filter(Boolean).join(' ') || undefined;

export type TextInputProps = ComponentPropsWithRef<'input'>;

/** A text-like input; inside <Field> it picks up the label, hint and error wiring. */
export function TextInput(props: TextInputProps) {
  const control = useFieldControl(props);
  const { handlers, note, noteId } = usePasteCutNote<HTMLInputElement>(props);
  return (
    <>
      <Input
        type="text"
        {...control}
        {...handlers}
        aria-describedby={withNote(control['aria-describedby'], noteId)}
      />
      {note}
    </>
  );
}

export type SelectProps = ComponentPropsWithRef<'select'>;

export function Select(props: SelectProps) {
  return <StyledSelect {...useFieldControl(props)} />;
}

export type TextareaProps = ComponentPropsWithRef<'textarea'>;

export function Textarea({ rows = 4, ...props }: TextareaProps) {
  const control = useFieldControl(props);
  const { handlers, note, noteId } = usePasteCutNote<HTMLTextAreaElement>(props);
  return (
    <>
      <StyledTextarea
        rows={rows}
        {...control}
        {...handlers}
        aria-describedby={withNote(control['aria-describedby'], noteId)}
      />
      {note}
    </>
  );
}

const CheckboxRow = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
`;

const CheckboxLabel = styled.label`
  display: inline-flex;
  align-items: flex-start;
  gap: 0.625rem;
  cursor: pointer;
  line-height: 1.4;
`;

const Box = styled.input`
  flex: none;
  width: 1.25rem;
  height: 1.25rem;
  margin: 0.1rem 0 0;
  accent-color: ${({ theme }) => theme.colors.brand};
  cursor: pointer;
`;

export type CheckboxProps = Omit<ComponentPropsWithRef<'input'>, 'type'> & {
  label: ReactNode;
  error?: string;
};

/** A checkbox with its label on the right and its own error line. */
export function Checkbox({ label, error, id, 'aria-describedby': describedBy, ...props }: CheckboxProps) {
  const generated = useId();
  const boxId = id ?? `checkbox${generated.replace(/:/g, '')}`;
  const errorId = error ? `${boxId}-error` : undefined;
  return (
    <CheckboxRow>
      <CheckboxLabel htmlFor={boxId}>
        <Box
          type="checkbox"
          id={boxId}
          aria-invalid={error ? true : undefined}
          aria-describedby={[errorId, describedBy].filter(Boolean).join(' ') || undefined}
          {...props}
        />
        <span>{label}</span>
      </CheckboxLabel>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </CheckboxRow>
  );
}
