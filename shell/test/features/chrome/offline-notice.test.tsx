import { act, screen } from '@testing-library/react';
import { OfflineNotice, offlineMessage } from '../../../src/features/chrome/components/offline-notice';
import { renderInShell } from '../../render';

describe('OfflineNotice', () => {
  const onLine = jest.spyOn(navigator, 'onLine', 'get');
  afterEach(() => onLine.mockReset());
  afterAll(() => onLine.mockRestore());

  it('says so while the browser is offline, and goes when the connection is back', () => {
    onLine.mockReturnValue(true);
    renderInShell(<OfflineNotice />);
    expect(screen.queryByText(offlineMessage)).not.toBeInTheDocument();

    onLine.mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    // Announced: it appears inside a live region that was already on the page.
    expect(screen.getByRole('status')).toHaveTextContent(offlineMessage);

    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.queryByText(offlineMessage)).not.toBeInTheDocument();
  });
});
