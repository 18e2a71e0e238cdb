import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Container } from '../components/layout';
import { ArrowLeftIcon } from '../icons/icons';

const Wrapper = styled.div`
  padding: ${({ theme }) => theme.space(8)} 0 ${({ theme }) => theme.space(16)};
  ${({ theme }) => theme.media.md} {
    padding-top: ${({ theme }) => theme.space(12)};
  }
`;

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
  min-height: 2.75rem;
  margin-bottom: ${({ theme }) => theme.space(4)};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

const Title = styled.h1`
  font-size: clamp(1.875rem, 5vw, 2.75rem);
  letter-spacing: -0.02em;
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

const Intro = styled.p`
  max-width: 44rem;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  margin-bottom: ${({ theme }) => theme.space(8)};
`;

export type PageLayoutProps = {
  /** The page's one h1. */
  title: ReactNode;
  intro?: ReactNode;
  narrow?: boolean;
  /** A link back (e.g. `{ to: '/', label: 'Back to Home' }`); none by default. */
  back?: { to: string; label: string };
  children: ReactNode;
};

/** A content page: an optional link back, the page's title as its one h1, an intro, and the content. */
export function PageLayout({ title, intro, narrow, back, children }: PageLayoutProps) {
  return (
    <Wrapper>
      <Container $narrow={narrow}>
        {back && (
          <Back to={back.to}>
            <ArrowLeftIcon size={18} />
            {back.label}
          </Back>
        )}
        <Title>{title}</Title>
        {intro && <Intro>{intro}</Intro>}
        {children}
      </Container>
    </Wrapper>
  );
}
