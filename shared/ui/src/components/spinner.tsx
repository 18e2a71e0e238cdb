import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

/** A small inline progress indicator; decorative, so the surrounding control carries the busy state. */
export const Spinner = styled.span.attrs({ 'aria-hidden': true })<{ $size?: string }>`
  display: inline-block;
  flex: none;
  width: ${({ $size }) => $size ?? '1em'};
  height: ${({ $size }) => $size ?? '1em'};
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.7s linear infinite;
`;
