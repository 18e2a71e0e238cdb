import type { ComponentPropsWithoutRef } from 'react';
import { ExternalIcon, VisuallyHidden } from '@claims/ui';

export type ExternalLinkProps = Omit<ComponentPropsWithoutRef<'a'>, 'target' | 'rel'> & {
  href: string;
  showIcon?: boolean;
};

/** A link to another site: opens in a new tab and says so to screen readers. */
export function ExternalLink({ children, showIcon = true, ...rest }: ExternalLinkProps) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      {showIcon && <ExternalIcon size={16} />}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </a>
  );
}
