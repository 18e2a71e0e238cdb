import styled from 'styled-components';

/**
 * Labelled values as a description list: each term in a column as wide as the longest (at most 40% of the list, so a
 * long term such as "Confirmation Number" wraps on a phone instead of squeezing its value to a few letters), its value
 * beside it, long unbroken values wrapping inside their column. `$mutedTerms` greys the terms; `$keepLineBreaks` keeps the
 * line breaks a value was written with. Areas that need other columns or gaps extend it with `styled(TermList)`.
 */
export const TermList = styled.dl<{ $mutedTerms?: boolean; $keepLineBreaks?: boolean }>`
  display: grid;
  grid-template-columns: fit-content(40%) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  margin: 0;
  dt {
    font-weight: 600;
    ${({ theme, $mutedTerms }) => ($mutedTerms ? `color: ${theme.colors.textMuted};` : '')}
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
    ${({ $keepLineBreaks }) => ($keepLineBreaks ? 'white-space: pre-wrap;' : '')}
  }
`;
