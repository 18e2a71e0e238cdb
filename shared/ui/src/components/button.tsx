import { useCallback, useLayoutEffect, useRef, type ComponentPropsWithRef, type ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'accent' | 'secondary' | 'outline' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

type StyleProps = { $variant: ButtonVariant; $size: ButtonSize; $fullWidth?: boolean };

const sizes = {
  sm: css`
    min-height: 2.25rem;
    padding: 0.375rem 0.875rem;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  `,
  md: css`
    min-height: 2.75rem;
    padding: 0.5rem 1.125rem;
    font-size: ${({ theme }) => theme.fontSizes.md};
  `,
  lg: css`
    min-height: 3.25rem;
    padding: 0.75rem 1.5rem;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  `,
};

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.textInverse};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.brandHover};
      color: ${({ theme }) => theme.colors.textInverse};
    }
  `,
  accent: css`
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.textInverse};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.accentHover};
      color: ${({ theme }) => theme.colors.textInverse};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.brandSoft};
    color: ${({ theme }) => theme.colors.brand};
    &:hover:not(:disabled) {
      background: #d5e4f7;
      color: ${({ theme }) => theme.colors.brandHover};
    }
  `,
  outline: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.borderStrong};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.surfaceMuted};
      color: ${({ theme }) => theme.colors.text};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.surfaceMuted};
      color: ${({ theme }) => theme.colors.text};
    }
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.textInverse};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.dangerHover};
      color: ${({ theme }) => theme.colors.textInverse};
    }
  `,
};

/** Shared by buttons and button-looking links. */
export const buttonStyles = css<StyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: 600;
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  transition:
    background-color 0.15s ease,
    color 0.15s ease,
    border-color 0.15s ease;
  ${({ $size }) => sizes[$size]}
  ${({ $variant }) => variants[$variant]}
  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.65;
  }
`;

const StyledButton = styled.button<StyleProps>`
  ${buttonStyles}
`;
const StyledLink = styled(Link)<StyleProps>`
  ${buttonStyles}
`;
const StyledAnchor = styled.a<StyleProps>`
  ${buttonStyles}
`;

type LookProps = { variant?: ButtonVariant; size?: ButtonSize; fullWidth?: boolean };

export type ButtonProps = ComponentPropsWithRef<'button'> &
  LookProps & {
    /** Shows a spinner, disables the button and marks it busy (a submit in flight). */
    loading?: boolean;
    /** Label while loading, e.g. "Signing in..."; the normal label otherwise. */
    loadingText?: ReactNode;
  };

export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth,
  loading = false,
  loadingText,
  disabled,
  type = 'button',
  children,
  ref,
  ...rest
}: ButtonProps) {
  const own = useRef<HTMLButtonElement | null>(null);
  const setRef = useCallback(
    (node: HTMLButtonElement | null) => {
      own.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );
  // A disabled button loses focus: when the request it sent ends without leaving the page (a refused sign-in), focus
  // comes back to it instead of starting again from the top of the document.
  // Read while rendering the busy state, before the commit that disables it (a browser may drop the focus at once).
  const hadFocus = useRef(false);
  if (loading && own.current && own.current.ownerDocument.activeElement === own.current)
    hadFocus.current = true;
  useLayoutEffect(() => {
    const button = own.current;
    if (loading || !hadFocus.current) return;
    hadFocus.current = false;
    const active = document.activeElement;
    if (button && !button.disabled && (!active || active === document.body)) button.focus();
  }, [loading]);
  // A button that becomes unavailable while it has focus (Next on the last slide, Generate while it runs) stays
  // focusable, marked aria-disabled and ignoring presses: a natively disabled one would drop the focus to the page,
  // and a keyboard or screen-reader user would lose their place.
  const unavailable = Boolean(disabled || loading);
  const keepsFocus =
    unavailable && own.current !== null && own.current.ownerDocument.activeElement === own.current;
  const { onClick } = rest;
  return (
    <StyledButton
      ref={setRef}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      type={type}
      disabled={unavailable && !keepsFocus}
      aria-busy={loading || undefined}
      {...rest}
      aria-disabled={keepsFocus || rest['aria-disabled'] || undefined}
      onClick={(event) => {
        if (unavailable) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    >
      {loading && <Spinner />}
      {loading && loadingText ? loadingText : children}
    </StyledButton>
  );
}

/** A router link that looks like a button (in-app navigation). */
export function ButtonLink({ variant = 'primary', size = 'md', fullWidth, ...rest }: LinkProps & LookProps) {
  return <StyledLink $variant={variant} $size={size} $fullWidth={fullWidth} {...rest} />;
}

/** A plain anchor that looks like a button (tel:, mailto:, other sites). */
export function ButtonAnchor({
  variant = 'primary',
  size = 'md',
  fullWidth,
  ...rest
}: ComponentPropsWithRef<'a'> & LookProps) {
  return <StyledAnchor $variant={variant} $size={size} $fullWidth={fullWidth} {...rest} />;
}
