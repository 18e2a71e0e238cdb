import { act, renderHook } from '@testing-library/react';
import { useProgressiveCount, type ProgressiveCountOptions } from '../src/hooks/use-progressive-count';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const nextTask = () => act(() => void jest.advanceTimersByTime(0));

function renderCount(total: number, options: ProgressiveCountOptions) {
  return renderHook(({ total, options }) => useProgressiveCount(total, options), {
    initialProps: { total, options },
  });
}

describe('useProgressiveCount', () => {
  it('shows the first parts at once, then adds one per browser task until all are shown', () => {
    const { result } = renderCount(4, { initial: 2 });
    expect(result.current).toBe(2);
    nextTask();
    expect(result.current).toBe(3);
    nextTask();
    expect(result.current).toBe(4);
    nextTask();
    expect(result.current).toBe(4);
  });

  it('adds `step` parts per task and never counts past the total', () => {
    const { result } = renderCount(10, { initial: 4, step: 4 });
    expect(result.current).toBe(4);
    nextTask();
    expect(result.current).toBe(8);
    nextTask();
    expect(result.current).toBe(10);
  });

  it('shows everything at once when asked to, also after it started counting', () => {
    expect(renderCount(14, { initial: 2, all: true }).result.current).toBe(14);

    const { result, rerender } = renderCount(14, { initial: 2 });
    expect(result.current).toBe(2);
    rerender({ total: 14, options: { initial: 2, all: true } });
    expect(result.current).toBe(14);
  });

  it('waits for parts that are not there yet, then starts from the first ones', () => {
    const { result, rerender } = renderCount(0, { initial: 4, step: 4 });
    nextTask();
    expect(result.current).toBe(0);
    // The list's first page arrives.
    rerender({ total: 24, options: { initial: 4, step: 4 } });
    expect(result.current).toBe(4);
    nextTask();
    expect(result.current).toBe(8);
  });

  it('once everything was shown, parts added later are shown together', () => {
    const { result, rerender } = renderCount(6, { initial: 4, step: 4 });
    nextTask();
    expect(result.current).toBe(6);
    // A next page the visitor asked for: its first card can take the focus at once.
    rerender({ total: 12, options: { initial: 4, step: 4 } });
    expect(result.current).toBe(12);
  });
});
