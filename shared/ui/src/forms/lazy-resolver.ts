import { useEffect } from 'react';
import { toast } from '../components/toaster';

/** A react-hook-form resolver, as far as this helper needs to know (so @claims/ui needs no react-hook-form). */
type AnyResolver = (...args: never[]) => unknown;

export type LazyResolver<Resolve extends AnyResolver> = {
  /** Hand this to `useForm`: it waits for the validation code, then validates. */
  resolver: Resolve;
  /** Starts loading the validation code; later calls share the same load (a failed load is tried again). */
  preload: () => Promise<Resolve>;
};

/** Shown when a form is sent while its checks cannot be loaded (the connection dropped): nothing is sent. */
export const validationUnavailableMessage =
  "We could not load this form's checks. Check your connection and try again.";

/**
 * A form resolver whose validation code (the schema library and the form's schema) is loaded on first use
 * instead of with the page. Evaluating the schema library is one of the longest tasks of a form page on a
 * phone; a form needs it only once someone fills it in. A form sent before the code arrived is still checked:
 * validation waits for it. When the code cannot be loaded, the form is not sent: the visitor is told, the form
 * gets a `root` error, and the next send tries the load again.
 */
export function lazyResolver<Resolve extends AnyResolver>(
  load: () => Promise<Resolve>,
): LazyResolver<Resolve> {
  let loaded: Promise<Resolve> | undefined;
  const preload = () =>
    (loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    }));
  const resolver = (async (...args: Parameters<Resolve>) => {
    let resolve: Resolve;
    try {
      resolve = await preload();
    } catch {
      toast.error('Error', { description: validationUnavailableMessage });
      return { values: {}, errors: { root: { type: 'unavailable', message: validationUnavailableMessage } } };
    }
    return resolve(...args);
  }) as unknown as Resolve;
  return { resolver, preload };
}

const firstUseEvents = ['focusin', 'pointerdown', 'keydown'] as const;

/**
 * Preloads a form's validation at the visitor's first sign of using the page (a focus, tap or key press
 * anywhere), so it is ready by the time the form is sent. A focus the page gives itself is not such a sign: the shell
 * puts the focus on `#main` (or a page on its heading) after a navigation, a replaced address included, and those
 * elements are out of the Tab order (a negative `tabIndex`), so their focus is passed over.
 */
export function usePreloadOnFirstUse(preload: () => Promise<unknown>) {
  useEffect(() => {
    const start = (event: Event) => {
      if (event.type === 'focusin' && event.target instanceof HTMLElement && event.target.tabIndex < 0)
        return;
      for (const type of firstUseEvents) window.removeEventListener(type, start);
      preload().catch(() => undefined); // a failed load is tried again when the form is sent
    };
    for (const type of firstUseEvents) window.addEventListener(type, start, { passive: true });
    return () => {
      for (const type of firstUseEvents) window.removeEventListener(type, start);
    };
  }, [preload]);
}
