import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { bringIntoView, keepScrollPosition } from '@claims/web-kit';
import { ScrollRestoration } from '../../src/app/scroll-restoration';

let navigate: NavigateFunction;
function Navigator() {
  navigate = useNavigate();
  return <div id="details">details</div>;
}

let y = 0;
const scrollTo = jest.fn((_x: number, to: number) => {
  y = to;
});

beforeEach(() => {
  y = 0;
  scrollTo.mockClear();
  sessionStorage.clear();
  window.history.replaceState(null, '');
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => y });
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    callback(0);
    return 1;
  });
});

afterEach(() => jest.restoreAllMocks());

function visitorScrollsTo(to: number) {
  y = to;
  act(() => void window.dispatchEvent(new Event('scroll')));
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ScrollRestoration />
      <Navigator />
    </MemoryRouter>,
  );
}

describe('ScrollRestoration', () => {
  it('starts a new page at the top and returns to the position of an entry on Back', () => {
    renderAt('/repair-guides');
    expect(scrollTo).not.toHaveBeenCalled();
    visitorScrollsTo(900);
    act(() => navigate('/repair-guide/1'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    visitorScrollsTo(300);
    act(() => navigate(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 900);
    act(() => navigate(1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 300);
  });

  it('keeps the position when a page changes its own view in its address, and Back restores each view’s', () => {
    renderAt('/repair-guides');
    visitorScrollsTo(620);
    act(() => navigate('/repair-guides?category=Washers', { state: keepScrollPosition }));
    expect(scrollTo).not.toHaveBeenCalled();
    visitorScrollsTo(700);
    act(() => navigate(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 620);
    act(() => navigate(1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 700);
    // The same address without the state is another page: it starts at the top.
    act(() => navigate('/repair-guides'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('scrolls to the element a hash names', () => {
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    renderAt('/');
    act(() => navigate('/guides#details'));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('keeps the positions for a reload of the tab', () => {
    const { unmount } = renderAt('/repair-guides');
    visitorScrollsTo(450);
    act(() => void window.dispatchEvent(new Event('pagehide')));
    unmount();
    expect(Object.values(JSON.parse(sessionStorage.getItem('site-scroll-positions')!))).toEqual([450]);
  });

  it("starts a new document at the top, though the position of another document's first entry was kept", () => {
    const { unmount } = renderAt('/');
    visitorScrollsTo(1743);
    act(() => void window.dispatchEvent(new Event('pagehide')));
    unmount();
    // A page typed into the address bar: a new history entry, whose state is empty.
    window.history.pushState(null, '');
    y = 0;
    renderAt('/request-demo');
    expect(scrollTo).not.toHaveBeenCalled();
    expect(y).toBe(0);
  });

  it('returns to the position after a reload of the same entry', () => {
    const { unmount } = renderAt('/');
    visitorScrollsTo(640);
    act(() => void window.dispatchEvent(new Event('pagehide')));
    unmount();
    // A reload keeps the entry and its state.
    y = 0;
    renderAt('/');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
  });

  it('stops following a growing page once the page brings a notice into view itself', () => {
    let grew: () => void = () => undefined;
    const observe = jest.fn();
    Object.assign(window, {
      ResizeObserver: class {
        constructor(callback: () => void) {
          grew = callback;
        }
        observe = observe;
        disconnect = () => {
          grew = () => undefined;
        };
      },
    });
    // The page is 300 px tall at first: the position of 640 cannot be reached yet.
    let tallest = 300;
    scrollTo.mockImplementation((_x, to) => {
      y = Math.min(to, tallest);
    });
    const { unmount } = renderAt('/trial-dashboard/new-case');
    visitorScrollsTo(640);
    act(() => void window.dispatchEvent(new Event('pagehide')));
    unmount();
    y = 0;
    renderAt('/trial-dashboard/new-case');
    expect(observe).toHaveBeenCalled();
    expect(y).toBe(300);
    const notice = document.createElement('div');
    notice.scrollIntoView = jest.fn(() => {
      y = 120;
    });
    act(() => bringIntoView(notice));
    tallest = 2000;
    scrollTo.mockClear();
    act(() => grew());
    expect(scrollTo).not.toHaveBeenCalled();
    expect(y).toBe(120);
    Reflect.deleteProperty(window, 'ResizeObserver');
  });
});
