import { act, screen } from '@testing-library/react';
import { SlowLoadingNotice, slowLoadingMessage } from '../src';
import { renderWithTheme } from './render';

describe('SlowLoadingNotice', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('says the page is still trying once waiting has lasted 8 s, in a live region there from the start', () => {
    const view = renderWithTheme(<SlowLoadingNotice waiting />);
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();
    act(() => jest.advanceTimersByTime(7_999));
    expect(region).toBeEmptyDOMElement();
    act(() => jest.advanceTimersByTime(1));
    expect(region).toHaveTextContent(slowLoadingMessage);

    // The answer arrives: the words go, and a later wait starts counting again.
    view.rerender(<SlowLoadingNotice waiting={false} />);
    expect(region).toBeEmptyDOMElement();
    view.rerender(<SlowLoadingNotice waiting />);
    act(() => jest.advanceTimersByTime(4_000));
    expect(region).toBeEmptyDOMElement();
  });

  it('says nothing while nothing is awaited', () => {
    renderWithTheme(<SlowLoadingNotice waiting={false} />);
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
