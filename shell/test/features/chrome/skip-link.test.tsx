import { pageContentId } from '@claims/ui';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SkipLink } from '../../../src/features/chrome/components/skip-link';
import { renderInShell } from '../../render';

describe('SkipLink', () => {
  it('moves focus to the main content', async () => {
    renderInShell(
      <>
        <SkipLink>Skip to main content</SkipLink>
        <main id="main" tabIndex={-1}>
          <h1>Library</h1>
        </main>
      </>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Skip to main content' }));
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it("goes past a page's own navigation inside main when the page names its content (the landing page)", async () => {
    renderInShell(
      <>
        <SkipLink>Skip to main content</SkipLink>
        <main id="main" tabIndex={-1}>
          <nav aria-label="Landing">
            <a href="/repair-guides">Repair Guides</a>
          </nav>
          <div id={pageContentId} tabIndex={-1} data-testid="content">
            <h1>Home</h1>
          </div>
        </main>
      </>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Skip to main content' }));
    expect(screen.getByTestId('content')).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Repair Guides' })).not.toHaveFocus();
  });
});
