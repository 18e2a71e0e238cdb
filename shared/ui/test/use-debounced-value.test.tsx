import { act, renderHook } from '@testing-library/react';
import { useDebouncedValue } from '../src/hooks/use-debounced-value';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('useDebouncedValue', () => {
  it('gives the latest value only once it has stopped changing for the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), {
      initialProps: { value: 'de' },
    });
    expect(result.current).toBe('de');

    rerender({ value: 'def' });
    act(() => void jest.advanceTimersByTime(299));
    expect(result.current).toBe('de');

    // A change inside the delay starts it again.
    rerender({ value: 'defrost' });
    act(() => void jest.advanceTimersByTime(299));
    expect(result.current).toBe('de');
    act(() => void jest.advanceTimersByTime(1));
    expect(result.current).toBe('defrost');
  });
});
