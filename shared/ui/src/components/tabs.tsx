import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type RefObject,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { focusables } from './focusables';
import styled from 'styled-components';

type TabsContextValue = {
  baseId: string;
  value: string;
  select(value: string): void;
};

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabs(component: string): TabsContextValue {
  const context = useContext(TabsContext);
  if (!context) throw new Error(`<${component}> must be inside <Tabs>`);
  return context;
}

const safeId = (value: string) => value.replace(/[^a-zA-Z0-9_-]/g, '-');

export type TabsProps = {
  /** Controlled selection; leave out and use defaultValue for an uncontrolled one. */
  value?: string;
  defaultValue?: string;
  onValueChange?(value: string): void;
  children: ReactNode;
  className?: string;
};

/** WAI-ARIA tabs: one tab stop, arrow keys (and Home/End) move and select, the panel follows. */
export function Tabs({ value, defaultValue, onValueChange, children, className }: TabsProps) {
  const baseId = useId();
  const [uncontrolled, setUncontrolled] = useState(defaultValue ?? '');
  const current = value ?? uncontrolled;
  const select = useCallback(
    (next: string) => {
      if (value === undefined) setUncontrolled(next);
      onValueChange?.(next);
    },
    [value, onValueChange],
  );
  return (
    <TabsContext.Provider value={{ baseId, value: current, select }}>
      <div className={className}>{children}</div>
    </TabsContext.Provider>
  );
}

const List = styled.div`
  display: flex;
  gap: 0.25rem;
  padding: 0.25rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  overflow-x: auto;
`;

export type TabListProps = { 'aria-label': string; children: ReactNode; className?: string };

/** Whether the tabs are laid out one above another (the second starts below the first's bottom). */
function stacked(tabs: HTMLElement[]): boolean {
  if (tabs.length < 2) return false;
  const first = tabs[0].getBoundingClientRect();
  const second = tabs[1].getBoundingClientRect();
  return first.height > 0 && second.top >= first.bottom - 1;
}

const tabsIn = (list: Element) => Array.from(list.querySelectorAll<HTMLElement>('[role="tab"]'));

/**
 * Whether the strip is stacked, kept up to date as its width changes (a phone turned, a window resized), so
 * assistive technology hears the orientation it has. Measured when the browser reports the strip's size, after
 * layout, never by forcing one.
 */
function useStacked(list: RefObject<HTMLDivElement | null>): boolean {
  const [isStacked, setStacked] = useState(false);
  useEffect(() => {
    const element = list.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => setStacked(stacked(tabsIn(element))));
    observer.observe(element);
    return () => observer.disconnect();
  }, [list]);
  return isStacked;
}

export function TabList({ children, className, ...labelProps }: TabListProps) {
  const list = useRef<HTMLDivElement>(null);
  const isStacked = useStacked(list);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tabs = Array.from(
      event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)'),
    );
    const index = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (index < 0) return;
    const next = (index + 1) % tabs.length;
    const previous = (index - 1 + tabs.length) % tabs.length;
    const moves: Record<string, number> = {
      ArrowRight: next,
      ArrowLeft: previous,
      Home: 0,
      End: tabs.length - 1,
    };
    // A strip laid out one tab above another (some strips stack on a phone) also answers the up and down arrows.
    if (stacked(tabs)) Object.assign(moves, { ArrowDown: next, ArrowUp: previous });
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    tabs[target].focus();
    tabs[target].click();
  };
  return (
    <List
      ref={list}
      role="tablist"
      aria-orientation={isStacked ? 'vertical' : 'horizontal'}
      className={className}
      onKeyDown={onKeyDown}
      {...labelProps}
    >
      {children}
    </List>
  );
}

const TabButton = styled.button<{ $selected: boolean }>`
  flex: 1 0 auto;
  min-height: 2.5rem;
  padding: 0.5rem 1rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $selected }) => ($selected ? theme.colors.surface : 'transparent')};
  color: ${({ theme, $selected }) => ($selected ? theme.colors.brand : theme.colors.textMuted)};
  box-shadow: ${({ theme, $selected }) => ($selected ? theme.shadows.sm : 'none')};
  font-weight: 600;
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.brand};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

export type TabProps = { value: string; children: ReactNode; disabled?: boolean };

export function Tab({ value, children, disabled }: TabProps) {
  const tabs = useTabs('Tab');
  const selected = tabs.value === value;
  return (
    <TabButton
      type="button"
      role="tab"
      id={`${tabs.baseId}-tab-${safeId(value)}`}
      aria-controls={`${tabs.baseId}-panel-${safeId(value)}`}
      aria-selected={selected}
      tabIndex={selected ? 0 : -1}
      disabled={disabled}
      $selected={selected}
      onClick={() => tabs.select(value)}
    >
      {children}
    </TabButton>
  );
}

const Panel = styled.div`
  padding-top: ${({ theme }) => theme.space(5)};
  &:focus-visible {
    outline-offset: 4px;
  }
`;

export type TabPanelProps = { value: string; children: ReactNode; className?: string };

/**
 * Only the selected panel is rendered, so hidden forms neither submit nor get announced. The panel itself is a Tab
 * stop only while nothing in it is (a list, text): one holding a form or buttons leads the keyboard to those.
 */
export function TabPanel({ value, children, className }: TabPanelProps) {
  const tabs = useTabs('TabPanel');
  const [holdsFocusable, setHoldsFocusable] = useState(false);
  const selected = tabs.value === value;
  const observe = useCallback((panel: HTMLDivElement | null) => {
    if (!panel) return undefined;
    const check = () => setHoldsFocusable(focusables(panel).length > 0);
    check();
    // What the panel holds changes as it loads (a skeleton, then the form or list).
    const observer = new MutationObserver(check);
    observer.observe(panel, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['disabled', 'tabindex'],
    });
    return () => observer.disconnect();
  }, []);
  if (!selected) return null;
  return (
    <Panel
      ref={observe}
      role="tabpanel"
      id={`${tabs.baseId}-panel-${safeId(value)}`}
      aria-labelledby={`${tabs.baseId}-tab-${safeId(value)}`}
      tabIndex={holdsFocusable ? undefined : 0}
      className={className}
    >
      {children}
    </Panel>
  );
}
