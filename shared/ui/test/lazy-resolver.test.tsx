import { fireEvent, renderHook } from '@testing-library/react';
import { toast } from '../src/components/toaster';
import { lazyResolver, usePreloadOnFirstUse, validationUnavailableMessage } from '../src/forms/lazy-resolver';

jest.mock('../src/components/toaster', () => ({ toast: { error: jest.fn() } }));

type Resolve = (values: { email: string }, context: unknown) => Promise<{ values: object; errors: object }>;

const checkEmail: Resolve = async (values) =>
  values.email ? { values, errors: {} } : { values: {}, errors: { email: { message: 'Email is required' } } };

describe('lazyResolver', () => {
  it('loads nothing until it is used, then validates with what it loaded', async () => {
    const load = jest.fn(async () => checkEmail);
    const { resolver } = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();

    await expect(resolver({ email: '' }, undefined)).resolves.toEqual({
      values: {},
      errors: { email: { message: 'Email is required' } },
    });
    await expect(resolver({ email: 'a@b.co' }, undefined)).resolves.toEqual({
      values: { email: 'a@b.co' },
      errors: {},
    });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shares one load between a preload and the validations waiting for it', async () => {
    let finish: (resolve: Resolve) => void = () => undefined;
    const load = jest.fn(() => new Promise<Resolve>((resolve) => (finish = resolve)));
    const { resolver, preload } = lazyResolver(load);
    void preload();
    const pending = resolver({ email: '' }, undefined);
    finish(checkEmail);
    await expect(pending).resolves.toMatchObject({ errors: { email: { message: 'Email is required' } } });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('refuses the form with a message when its checks cannot be loaded, and loads them again on the next send', async () => {
    const load = jest
      .fn<Promise<Resolve>, []>()
      .mockRejectedValueOnce(new Error('Loading chunk failed'))
      .mockResolvedValue(checkEmail);
    const { resolver } = lazyResolver(load);
    await expect(resolver({ email: 'a@b.co' }, undefined)).resolves.toEqual({
      values: {},
      errors: { root: { type: 'unavailable', message: validationUnavailableMessage } },
    });
    expect(toast.error).toHaveBeenCalledWith('Error', { description: validationUnavailableMessage });
    await expect(resolver({ email: 'a@b.co' }, undefined)).resolves.toEqual({
      values: { email: 'a@b.co' },
      errors: {},
    });
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('usePreloadOnFirstUse', () => {
  it.each([
    ['a focus', () => fireEvent.focusIn(document.body.appendChild(document.createElement('input')))],
    ['a tap', () => fireEvent.pointerDown(window)],
    ['a key press', () => fireEvent.keyDown(window, { key: 'Tab' })],
  ])('preloads at %s, once', (_sign, use) => {
    const preload = jest.fn(async () => undefined);
    renderHook(() => usePreloadOnFirstUse(preload));
    expect(preload).not.toHaveBeenCalled();
    use();
    use();
    fireEvent.keyDown(window, { key: 'a' });
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it('takes no focus the page gives itself (the main region or a heading after a navigation) for a sign of use', () => {
    const preload = jest.fn(async () => undefined);
    renderHook(() => usePreloadOnFirstUse(preload));
    const main = document.body.appendChild(document.createElement('main'));
    main.tabIndex = -1;
    main.focus();
    fireEvent.focusIn(main);
    expect(preload).not.toHaveBeenCalled();
    const field = document.body.appendChild(document.createElement('input'));
    field.focus();
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it('stops listening when the form goes away', () => {
    const preload = jest.fn(async () => undefined);
    const { unmount } = renderHook(() => usePreloadOnFirstUse(preload));
    unmount();
    fireEvent.keyDown(window, { key: 'a' });
    expect(preload).not.toHaveBeenCalled();
  });
});
