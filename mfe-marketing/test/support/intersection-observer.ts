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
