import { reportClientError } from '@claims/web-kit';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink } from '../components/button';

const Wrapper = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(4)};
  min-height: 60vh;
  padding: ${({ theme }) => theme.space(16)} ${({ theme }) => theme.space(4)};
  text-align: center;
`;

const Code = styled.h1`
  margin: 0;
  font-size: clamp(4rem, 18vw, 7rem);
  font-weight: 800;
  line-height: 1;
  letter-spacing: -0.04em;
  color: ${({ theme }) => theme.colors.brand};
`;

const Message = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The spec's 404 page. It logs the missing path as an error (console and the edge's client-error log),
 * so the shell and every remote's `*` route render it as it is.
 */
export function NotFoundPage() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    reportClientError({ kind: 'not_found', message: `No page at ${pathname}`, path: `${pathname}${search}` });
  }, [pathname, search]);
  return (
    <Wrapper aria-labelledby="not-found-title">
      <Code id="not-found-title">404</Code>
      <Message>Oops! Page not found</Message>
      <ButtonLink to="/" size="lg">
        Return to Home
      </ButtonLink>
    </Wrapper>
  );
}
