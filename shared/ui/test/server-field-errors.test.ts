import { ApiRequestError } from '@claims/web-kit';
import { applyServerFieldErrors } from '../src/forms/server-field-errors';

describe('applyServerFieldErrors', () => {
  const validation = () =>
    new ApiRequestError(400, 'validation_failed', 'Check the highlighted fields', {
      email: 'Enter a valid email',
      'steps.1.title': 'Enter a step title',
      internal: 'x',
    });

  it('puts each field message next to its field, limited to the fields the form shows', () => {
    const setError = jest.fn();
    expect(applyServerFieldErrors(validation(), setError, ['email', 'steps.1.title'])).toBe(2);
    expect(setError.mock.calls).toEqual([
      ['email', { type: 'server', message: 'Enter a valid email' }],
      ['steps.1.title', { type: 'server', message: 'Enter a step title' }],
    ]);
  });

  it('sets every field when no list is given', () => {
    const setError = jest.fn();
    expect(applyServerFieldErrors(validation(), setError)).toBe(3);
  });

  it('does nothing for an error without fields or one that is not from the API', () => {
    const setError = jest.fn();
    expect(
      applyServerFieldErrors(new ApiRequestError(500, 'internal', 'Something went wrong'), setError),
    ).toBe(0);
    expect(applyServerFieldErrors(new Error('offline'), setError)).toBe(0);
    expect(setError).not.toHaveBeenCalled();
  });
});
