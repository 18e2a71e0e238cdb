import { Fragment, useId, useState } from 'react';
import { controlNamed, useFocusAfterRender } from '../hooks/use-focus-after-render';
import { useFieldArray, useFormContext } from 'react-hook-form';
import styled from 'styled-components';
import { Button, Field, FieldError, PlusIcon, Textarea, TextInput } from '@claims/ui';
import { guideLimits } from '@claims/contracts';
import { emptyStep, type UploadGuideFormInput } from './upload-guide-values';
import { GuideImageField } from './guide-image-field';

const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  > legend {
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

const Step = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  min-width: 0;
  > legend {
    padding: 0 ${({ theme }) => theme.space(2)};
    font-weight: 700;
  }
`;

const Removed = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  p {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

type StepValues = UploadGuideFormInput['steps'][number];

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/** The repeating steps: title, description, optional picture (URL or upload); add, remove and reorder. */
export function StepsField() {
  const { control, register, formState, getValues } = useFormContext<UploadGuideFormInput>();
  const { fields, append, remove, move, insert } = useFieldArray({ control, name: 'steps' });
  // The steps removed with something in them, last first: the last is shown where it was with Undo, and once it is
  // back the one removed before it, until a step is added or moved (their places would no longer be theirs).
  const [removedSteps, setRemovedSteps] = useState<{ index: number; number: number; step: StepValues }[]>([]);
  const removed = removedSteps.at(-1);
  const errors = formState.errors.steps;
  // Keyboard focus after a change: a step moved to the first or last place keeps focus on its other move button (the
  // pressed one is now disabled); after a removal, the title of the step that took its place (or of the one before, or
  // Add step): not that step's Remove button, where a second Enter would remove a step the visitor did not mean to.
  const ids = useId();
  const buttonId = (fieldId: string, action: 'up' | 'down' | 'remove') => `${ids}-${action}-${fieldId}`;
  const addButtonId = `${ids}-add`;
  const focusAfterRender = useFocusAfterRender(fields);
  const moveStep = (index: number, to: number) => {
    const { id } = fields[index];
    const atEnd = to === 0 || to === fields.length - 1;
    const pressed = to < index ? 'up' : 'down';
    const other = pressed === 'up' ? 'down' : 'up';
    focusAfterRender(buttonId(id, atEnd ? other : pressed));
    setRemovedSteps([]);
    move(index, to);
  };
  const removeStep = (index: number) => {
    const step = getValues(`steps.${index}`);
    const filled = [step.title, step.description, step.imageUrl].some((value) => value.trim() !== '');
    // An empty step removed gives nothing back (and moves the places of those removed before it).
    setRemovedSteps((steps) => (filled ? [...steps, { index, number: index + 1, step: { ...step } }] : []));
    // The next step takes this one's index; the one before keeps its own.
    const neighbour = fields[index + 1] ? index : fields[index - 1] ? index - 1 : undefined;
    focusAfterRender(neighbour === undefined ? addButtonId : controlNamed(`steps.${neighbour}.title`));
    remove(index);
  };
  const undoRemove = () => {
    if (!removed) return;
    focusAfterRender(controlNamed(`steps.${removed.index}.title`));
    insert(removed.index, removed.step, { shouldFocus: false });
    setRemovedSteps((steps) => steps.slice(0, -1));
  };
  const addStep = () => {
    setRemovedSteps([]);
    append({ ...emptyStep });
  };
  const removedNotice = removed && (
    <Removed role="status">
      <p>
        Step {removed.number} removed{removed.step.title.trim() ? `: “${removed.step.title.trim()}”` : ''}.
      </p>
      <Button variant="outline" size="sm" onClick={undoRemove}>
        Undo
      </Button>
    </Removed>
  );
  return (
    <Group>
      <legend>Steps</legend>
      <Hint>
        Each step needs a title and a description; empty steps are left out, and the rest are numbered from 1
        in this order.
      </Hint>
      {fields.map((field, index) => {
        const number = index + 1;
        const stepErrors = errors?.[index];
        return (
          <Fragment key={field.id}>
            {removed?.index === index && removedNotice}
            <Step>
              <legend>Step {number}</legend>
              <Field label="Step title" error={stepErrors?.title?.message}>
                <TextInput
                  aria-label={`Step ${number} title`}
                  {...register(`steps.${index}.title` as const)}
                />
              </Field>
              <Field label="Step description" error={stepErrors?.description?.message}>
                <Textarea
                  aria-label={`Step ${number} description`}
                  rows={3}
                  {...register(`steps.${index}.description` as const)}
                />
              </Field>
              <GuideImageField
                name={`steps.${index}.imageUrl`}
                urlLabel="Step image URL (optional)"
                urlAriaLabel={`Step ${number} image URL`}
                uploadLabel="Or upload a step photo"
                uploadAriaLabel={`Upload a photo for step ${number}`}
                subject={`photo for step ${number}`}
                error={stepErrors?.imageUrl?.message}
              />
              <Actions>
                <Button
                  variant="outline"
                  size="sm"
                  id={buttonId(field.id, 'up')}
                  onClick={() => moveStep(index, index - 1)}
                  disabled={index === 0}
                  // The visible words first, so a voice command saying them finds the button.
                  aria-label={`Move up: step ${number}`}
                >
                  Move up
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  id={buttonId(field.id, 'down')}
                  onClick={() => moveStep(index, index + 1)}
                  disabled={index === fields.length - 1}
                  aria-label={`Move down: step ${number}`}
                >
                  Move down
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  id={buttonId(field.id, 'remove')}
                  onClick={() => removeStep(index)}
                  aria-label={`Remove step ${number}`}
                >
                  Remove step
                </Button>
              </Actions>
            </Step>
          </Fragment>
        );
      })}
      {removed && removed.index >= fields.length && removedNotice}
      {errors?.root?.message && <FieldError>{errors.root.message}</FieldError>}
      {errors?.message && <FieldError>{errors.message}</FieldError>}
      <Button
        id={addButtonId}
        variant="secondary"
        size="sm"
        onClick={addStep}
        disabled={fields.length >= guideLimits.stepsMax}
      >
        <PlusIcon />
        Add step
      </Button>
    </Group>
  );
}
