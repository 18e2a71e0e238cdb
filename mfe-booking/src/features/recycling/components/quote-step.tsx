import styled from 'styled-components';
import { Button, ErrorPanel, Skeleton, Stack } from '@claims/ui';
import { centsAsDollars, taxRateLabel, type RecyclingSelectionInput } from '@claims/contracts';
import { StepActions } from '../../../components/wizard-frame';
import { useQuote } from '../api/get-quote';

const Lines = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: 1fr auto;
  row-gap: ${({ theme }) => theme.space(2)};
  dt,
  dd {
    margin: 0;
  }
  dd {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  .sum {
    padding-top: ${({ theme }) => theme.space(2)};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  .total {
    font-weight: 700;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

/** Step 4: the server's quote, each line, tax and total to 2 decimals. */
export function QuoteStep({ selection, onNext }: { selection: RecyclingSelectionInput; onNext: () => void }) {
  const quote = useQuote(selection);
  if (quote.isPending) {
    return (
      <Stack role="status" aria-label="Loading your quote">
        <Skeleton height="10rem" />
      </Stack>
    );
  }
  if (quote.isError) {
    return (
      <ErrorPanel title="Your quote could not be loaded" onRetry={() => void quote.refetch()}>
        {quote.error.message}
      </ErrorPanel>
    );
  }
  const { lines, subtotalCents, taxCents, totalCents } = quote.data;
  return (
    <>
      <Lines aria-label="Quote">
        {lines.map((line, i) => (
          <div key={i} style={{ display: 'contents' }}>
            <dt>{line.label}</dt>
            <dd>${centsAsDollars(line.amountCents)}</dd>
          </div>
        ))}
        <dt className="sum">Subtotal</dt>
        <dd className="sum">${centsAsDollars(subtotalCents)}</dd>
        <dt>Tax ({taxRateLabel})</dt>
        <dd>${centsAsDollars(taxCents)}</dd>
        <dt className="sum total">Total</dt>
        <dd className="sum total">${centsAsDollars(totalCents)}</dd>
      </Lines>
      <StepActions>
        <Button onClick={onNext}>Continue</Button>
      </StepActions>
    </>
  );
}
