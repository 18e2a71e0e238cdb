import { screen } from '@testing-library/react';
import { NotFoundPage } from '../src';
import { renderWithTheme } from './render';

describe('NotFoundPage', () => {
  it("shows the spec's texts and logs the missing path as an error", () => {
    const fetchMock = jest.fn().mockResolvedValue({ ok: true, status: 204 });
    global.fetch = fetchMock;
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);

    renderWithTheme(<NotFoundPage />, { route: '/no-such-page?x=1' });

    expect(screen.getByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
    expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('/no-such-page'));
    expect(fetchMock).toHaveBeenCalledWith('/api/client-errors', expect.objectContaining({ method: 'POST' }));
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual({
      kind: 'not_found',
      message: 'No page at /no-such-page',
      path: '/no-such-page?x=1',
    });
    consoleError.mockRestore();
  });
});
