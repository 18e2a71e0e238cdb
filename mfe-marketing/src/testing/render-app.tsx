import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient } from '@tanstack/react-query';
import { AppProviders, toast } from '@claims/ui';

// Notices live in a module-level store: without this, one test's notices would show up in the next test's page.
afterEach(() => {
  toast.dismiss();
});

/** Renders inside the providers the shell gives every remote, at the given path. */
export function renderWithProviders(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <main>{ui}</main>
      </MemoryRouter>
    </AppProviders>,
  );
}

/** jsdom has no IntersectionObserver: below-the-fold parts stay as placeholders unless a test opts in. */
export function stubIntersectionObserver(intersecting: boolean) {
  class Observer {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(target: Element) {
      if (intersecting)
        this.callback(
          [{ isIntersecting: true, target } as IntersectionObserverEntry],
          this as unknown as IntersectionObserver,
        );
    }
    disconnect() {}
    unobserve() {}
    takeRecords() {
      return [];
    }
  }
  Object.defineProperty(window, 'IntersectionObserver', {
    configurable: true,
    writable: true,
    value: Observer,
  });
}
