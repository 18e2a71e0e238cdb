import { focusPageContent } from '@claims/ui';
import type { ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';

const Anchor = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space(3)};
  top: ${({ theme }) => theme.space(3)};
  z-index: ${({ theme }) => theme.zIndex.dialog};
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.brand};
  color: #ffffff;
  font-weight: 600;
  transform: translateY(-200%);
  &:focus {
    transform: none;
    color: #ffffff;
  }
`;

/**
 * First focusable element of every page: jumps past the header to the page's main content, and past a page's own
 * navigation inside it (the landing page's). Without script, the link still goes to `main`.
 */
export function SkipLink(props: ComponentPropsWithoutRef<'a'>) {
  return (
    <Anchor
      href="#main"
      onClick={(event) => {
        event.preventDefault();
        focusPageContent();
      }}
      {...props}
    />
  );
}
