import { useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, Checkbox } from '@claims/ui';
import { recyclingTerms, recyclingTermsAgreement } from '@claims/contracts';
import { StepActions } from '../../../components/wizard-frame';

const Terms = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space(5)};
  padding-left: 1.25rem;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

/** Step 5: the terms and the agree checkbox. */
export function TermsStep({
  accepted,
  onChange,
  onNext,
}: {
  accepted: boolean;
  onChange: (accepted: boolean) => void;
  onNext: () => void;
}) {
  const [error, setError] = useState<string>();
  const box = useRef<HTMLInputElement>(null);
  return (
    <>
      <Terms>
        {recyclingTerms.map((term) => (
          <li key={term}>{term}</li>
        ))}
      </Terms>
      <Checkbox
        ref={box}
        label={recyclingTermsAgreement}
        checked={accepted}
        error={error}
        onChange={(event) => {
          setError(undefined);
          onChange(event.target.checked);
        }}
      />
      <StepActions>
        <Button
          onClick={() => {
            if (accepted) return onNext();
            setError('Please agree to the terms');
            // To the box, whose description is the message, so a screen reader reads it.
            box.current?.focus();
          }}
        >
          Continue
        </Button>
      </StepActions>
    </>
  );
}
