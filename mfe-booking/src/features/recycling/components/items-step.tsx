import { useState } from 'react';
import { Button } from '@claims/ui';
import {
  formatCents,
  recyclingCatalog,
  recyclingCategories,
  recyclingCategoryLabels,
  type RecyclingItemId,
} from '@claims/contracts';
import { ChoiceCard, ChoiceGrid, ErrorText, Fieldset } from '../../../components/choice-card';
import { StepActions } from '../../../components/wizard-frame';

export type ItemsStepProps = {
  items: RecyclingItemId[];
  onChange: (items: RecyclingItemId[]) => void;
  onNext: () => void;
};

/** Step 2: click an item to toggle it; at least one. */
export function ItemsStep({ items, onChange, onNext }: ItemsStepProps) {
  const [error, setError] = useState<string>();
  const toggle = (id: RecyclingItemId) => {
    setError(undefined);
    onChange(items.includes(id) ? items.filter((item) => item !== id) : [...items, id]);
  };
  return (
    <>
      {recyclingCategories.map((category) => (
        <Fieldset key={category}>
          <legend>{recyclingCategoryLabels[category]}</legend>
          <ChoiceGrid>
            {recyclingCatalog
              .filter((item) => item.category === category)
              .map((item) => (
                <ChoiceCard
                  key={item.id}
                  type="button"
                  aria-pressed={items.includes(item.id)}
                  $selected={items.includes(item.id)}
                  onClick={() => toggle(item.id)}
                >
                  <span aria-hidden="true">{item.icon}</span>
                  <strong>{item.name}</strong>
                  <small>{formatCents(item.priceCents)}</small>
                </ChoiceCard>
              ))}
          </ChoiceGrid>
        </Fieldset>
      ))}
      {error && <ErrorText role="alert">{error}</ErrorText>}
      <StepActions>
        <Button onClick={() => (items.length === 0 ? setError('Select at least one item') : onNext())}>
          Continue
        </Button>
      </StepActions>
    </>
  );
}
