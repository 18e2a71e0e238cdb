import { useState } from 'react';
import { Button } from '@claims/ui';
import {
  accessOptions,
  floorOptions,
  formatCents,
  installedOptions,
  type AccessDifficulty,
  type Floor,
  type InstalledState,
} from '@claims/contracts';
import {
  ChoiceCard,
  ChoiceGrid,
  ErrorText,
  Fieldset,
  onRadioGroupKeyDown,
  radioTabIndex,
} from '../../../components/choice-card';
import { StepActions } from '../../../components/wizard-frame';

export type AccessDetails = { floor?: Floor; installed?: InstalledState; access?: AccessDifficulty };

type Option<T extends string> = { value: T; label: string; surchargeCents: number };

function OptionGroup<T extends string>(props: {
  legend: string;
  options: readonly Option<T>[];
  value?: T;
  onChange: (value: T) => void;
}) {
  return (
    <Fieldset role="radiogroup" aria-label={props.legend} onKeyDown={onRadioGroupKeyDown}>
      <legend>{props.legend}</legend>
      <ChoiceGrid $min="8.5rem">
        {props.options.map((option, index) => (
          <ChoiceCard
            key={option.value}
            type="button"
            role="radio"
            aria-checked={props.value === option.value}
            tabIndex={radioTabIndex(props.value === option.value, index === 0, props.value !== undefined)}
            $selected={props.value === option.value}
            onClick={() => props.onChange(option.value)}
          >
            <strong>{option.label}</strong>
            <small>
              {option.surchargeCents ? `+${formatCents(option.surchargeCents)}` : 'No extra charge'}
            </small>
          </ChoiceCard>
        ))}
      </ChoiceGrid>
    </Fieldset>
  );
}

const listWords = new Intl.ListFormat('en', { type: 'conjunction' });

/** Step 3: floor, installed state and access difficulty, all required. */
export function AccessStep({
  details,
  onChange,
  onNext,
}: {
  details: AccessDetails;
  onChange: (change: AccessDetails) => void;
  onNext: () => void;
}) {
  // After a try with something missing, the message follows the choices: it names what is still missing and goes
  // once nothing is.
  const [tried, setTried] = useState(false);
  const missing = [
    !details.floor && 'the floor',
    !details.installed && 'the installed state',
    !details.access && 'the access difficulty',
  ].filter((item): item is string => Boolean(item));
  const error = tried && missing.length ? `Please choose ${listWords.format(missing)}.` : undefined;
  const next = () => {
    if (missing.length) setTried(true);
    else onNext();
  };
  return (
    <>
      <OptionGroup
        legend="Floor"
        options={floorOptions}
        value={details.floor}
        onChange={(floor) => onChange({ floor })}
      />
      <OptionGroup
        legend="Installed State"
        options={installedOptions}
        value={details.installed}
        onChange={(installed) => onChange({ installed })}
      />
      <OptionGroup
        legend="Access Difficulty"
        options={accessOptions}
        value={details.access}
        onChange={(access) => onChange({ access })}
      />
      {error && <ErrorText role="alert">{error}</ErrorText>}
      <StepActions>
        <Button onClick={next}>Get Quote</Button>
      </StepActions>
    </>
  );
}
