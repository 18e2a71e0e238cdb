import styled from 'styled-components';
import { site } from '@claims/contracts';

const Message = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
  overflow-wrap: anywhere;
`;

/**
 * Why the last sending failed, next to the submit button until the next attempt: the notice that also says so fades
 * after a few seconds, and the form, kept as typed, must not look as if nothing happened.
 */
export function SubmissionFailure({ message }: { message: string | null }) {
  if (!message) return null;
  // A message that gives the number already (the service's "too many forms") gets it as a link, not twice.
  const [before, after] = message.split(site.phoneDisplay);
  if (after !== undefined) {
    return (
      <Message role="alert">
        {before}
        <a href={site.phoneHref}>{site.phoneDisplay}</a>
        {after}
      </Message>
    );
  }
  return (
    <Message role="alert">
      {message} You can also call us at <a href={site.phoneHref}>{site.phoneDisplay}</a>.
    </Message>
  );
}
