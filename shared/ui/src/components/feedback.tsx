import { useEffect, useState, type ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { Button } from './button';

/**
 * The sheen crosses the block by `transform`, which the compositor animates on its own thread. (Moving the
 * gradient's `background-position` repainted every skeleton on the main thread at every frame, which took that
 * time from the page that was starting.)
 */
const shimmer = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(100%); }
`;

const SkeletonBlock = styled.span<{ $width: string; $height: string; $radius: string }>`
  position: relative;
  display: block;
  overflow: hidden;
  width: ${({ $width }) => $width};
  height: ${({ $height }) => $height};
  border-radius: ${({ $radius }) => $radius};
  background: #e6ecf3;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background: linear-gradient(90deg, transparent 0%, #f2f5f9 50%, transparent 100%);
    transform: translateX(-100%);
    animation: ${shimmer} 1.4s ease infinite;
  }
`;

export type SkeletonProps = { width?: string; height?: string; radius?: string; className?: string };

/** A grey placeholder for content that is loading; hidden from assistive technology (announce loading elsewhere). */
export function Skeleton({ width = '100%', height = '1rem', radius = '6px', className }: SkeletonProps) {
  return (
    <SkeletonBlock
      aria-hidden="true"
      $width={width}
      $height={height}
      $radius={radius}
      className={className}
    />
  );
}

const EmptyWrapper = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(10)} ${({ theme }) => theme.space(4)};
  text-align: center;
  /* A title that quotes what was typed (a search) may hold a word longer than the box. */
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.colors.textMuted};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const EmptyTitle = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;

export type EmptyStateProps = {
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
};

/** What a list shows when it has nothing in it. */
export function EmptyState({ icon, title, description, action }: EmptyStateProps) {
  return (
    <EmptyWrapper>
      {icon && <span aria-hidden="true">{icon}</span>}
      <EmptyTitle>{title}</EmptyTitle>
      {description && <p>{description}</p>}
      {action}
    </EmptyWrapper>
  );
}

const ErrorWrapper = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(6)};
  border: 1px solid #f5c1ba;
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.dangerSoft};
  h1,
  h2,
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.text};
  }
`;

export type ErrorPanelProps = {
  title: ReactNode;
  message?: ReactNode;
  /** Shows a Retry button calling this. */
  onRetry?(): void;
  retryLabel?: string;
  /** Heading level of the title: 1 when the panel stands in for a whole page. */
  headingLevel?: 1 | 2 | 3;
  retrying?: boolean;
  children?: ReactNode;
};

/** A failure the user can act on: what went wrong, and a Retry that really tries again. */
export function ErrorPanel({
  title,
  message,
  onRetry,
  retryLabel = 'Retry',
  headingLevel = 2,
  retrying,
  children,
}: ErrorPanelProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ErrorWrapper role="alert">
      <Heading>{title}</Heading>
      {message && <p>{message}</p>}
      {children}
      {onRetry && (
        <Button variant="danger" onClick={onRetry} loading={retrying}>
          {retryLabel}
        </Button>
      )}
    </ErrorWrapper>
  );
}

const AlertLine = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border: 1px solid #f5c1ba;
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

/**
 * Why a form was refused as a whole (a wrong password: no one field is to blame), kept beside the form until the next
 * try, where a notice would vanish after a few seconds.
 */
export function FormAlert({ children }: { children: ReactNode }) {
  return <AlertLine role="alert">{children}</AlertLine>;
}

const SlowLine = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** What a page says when what it loads takes long; the requests are still being tried. */
export const slowLoadingMessage =
  'This is taking longer than usual. We are still trying; if it goes on, check your connection.';

/**
 * Says so when `waiting` has lasted `afterMs`: a request that hangs is tried again for up to a minute before the page
 * shows its error, and a skeleton alone for that long looks like a page that is broken. The live region is there from
 * the start, so screen readers announce the words when they appear.
 */
export function SlowLoadingNotice({
  waiting,
  afterMs = 8000,
  children = slowLoadingMessage,
}: {
  waiting: boolean;
  afterMs?: number;
  children?: ReactNode;
}) {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    setSlow(false);
    if (!waiting) return undefined;
    const timer = setTimeout(() => setSlow(true), afterMs);
    return () => clearTimeout(timer);
  }, [waiting, afterMs]);
  return <div role="status">{slow && waiting && <SlowLine>{children}</SlowLine>}</div>;
}
