import { reportClientError } from '../src';
import { jsonResponse } from './helpers';

describe('reportClientError', () => {
  it('logs to the console and posts the report to the edge, once per event', () => {
    const fetchMock = jest.fn().mockResolvedValue(jsonResponse(204));
    global.fetch = fetchMock;
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);

    reportClientError({ kind: 'not_found', message: 'No page at /nowhere', path: '/nowhere' });
    reportClientError({ kind: 'not_found', message: 'No page at /nowhere', path: '/nowhere' });

    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError.mock.calls[0][0]).toContain('/nowhere');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/client-errors');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body)).toEqual({
      kind: 'not_found',
      message: 'No page at /nowhere',
      path: '/nowhere',
    });
    consoleError.mockRestore();
  });
});
