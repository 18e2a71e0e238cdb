import styled from 'styled-components';

/** First focusable element of every page: jumps past the header to the page's main content. */
export const SkipLink = styled.a.attrs({ href: '#main' })`
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
