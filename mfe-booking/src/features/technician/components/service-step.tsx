import { useState } from 'react';
import { Button } from '@claims/ui';
import { technicianCategoryLabels, technicianServices, type TechnicianServiceId } from '@claims/contracts';
import {
  ChoiceCard,
  ChoiceGrid,
  ErrorText,
  onRadioGroupKeyDown,
  radioTabIndex,
} from '../../../components/choice-card';
import { StepActions } from '../../../components/wizard-frame';

/** Step 2: one of the 10 services. */
export function ServiceStep({
  serviceId,
  onChange,
  onNext,
}: {
  serviceId?: TechnicianServiceId;
  onChange: (id: TechnicianServiceId) => void;
  onNext: () => void;
}) {
  const [error, setError] = useState<string>();
  return (
    <>
      <ChoiceGrid role="radiogroup" aria-label="Service" $min="13rem" onKeyDown={onRadioGroupKeyDown}>
        {technicianServices.map((service, index) => (
          <ChoiceCard
            key={service.id}
            type="button"
            role="radio"
            aria-checked={serviceId === service.id}
            tabIndex={radioTabIndex(serviceId === service.id, index === 0, serviceId !== undefined)}
            $selected={serviceId === service.id}
            onClick={() => {
              setError(undefined);
              onChange(service.id);
            }}
          >
            <span aria-hidden="true">{service.icon}</span>
            <strong>{service.name}</strong>
            <small>{service.description}</small>
            <small>{technicianCategoryLabels[service.category]}</small>
          </ChoiceCard>
        ))}
      </ChoiceGrid>
      {error && <ErrorText role="alert">{error}</ErrorText>}
      <StepActions>
        <Button onClick={() => (serviceId ? onNext() : setError('Choose a service'))}>Continue</Button>
      </StepActions>
    </>
  );
}
