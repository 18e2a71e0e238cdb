import { recordHistoryEntry } from '@claims/web-kit';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { useBackTo, type BackMove } from '../src/hooks/use-back-to';

let backTo: ReturnType<typeof useBackTo>;

function Page() {
  backTo = useBackTo();
  return <p>{useLocation().pathname}</p>;
}

/** The library, then a guide pushed from it: the trail the shell keeps, and the router's entries with the same keys. */
function renderGuideOpenedFromLibrary() {
  recordHistoryEntry('library', '/repair-guides', 'POP');
  recordHistoryEntry('guide', '/repair-guide/g1', 'PUSH', 'library');
  render(
    <MemoryRouter
      initialEntries={[
        { pathname: '/repair-guides', key: 'library' },
        { pathname: '/repair-guide/g1', key: 'guide' },
      ]}
      initialIndex={1}
    >
      <Page />
    </MemoryRouter>,
  );
}

describe('useBackTo', () => {
  beforeEach(() => sessionStorage.clear());

  it('goes Back to the page behind, once: a second call while leaving does nothing', async () => {
    renderGuideOpenedFromLibrary();
    const beforeBack = jest.fn();
    const moves: BackMove[] = [];
    act(() => {
      moves.push(backTo('/repair-guides', beforeBack));
      moves.push(backTo('/repair-guides', beforeBack));
    });
    expect(moves).toEqual(['back', 'leaving']);
    expect(beforeBack).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('/repair-guides')).toBeInTheDocument();
  });

  it('leaves the move to the caller when Back would not reach the path', () => {
    renderGuideOpenedFromLibrary();
    const beforeBack = jest.fn();
    let move: BackMove | undefined;
    act(() => {
      move = backTo('/repair-guides?q=oven', beforeBack);
    });
    expect(move).toBe('forward');
    expect(beforeBack).not.toHaveBeenCalled();
    expect(screen.getByText('/repair-guide/g1')).toBeInTheDocument();
  });
});
