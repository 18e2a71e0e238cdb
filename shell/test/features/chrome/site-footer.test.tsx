import { site } from '@claims/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SiteFooter } from '../../../src/features/chrome/components/site-footer';
import { renderInShell } from '../../render';

describe('SiteFooter', () => {
  it('has contact, call, social, privacy and terms links and the copyright', () => {
    renderInShell(<SiteFooter />);
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      `mailto:${site.contactEmail}`,
    );
    expect(screen.getByRole('link', { name: `Call ${site.phoneDisplay}` })).toHaveAttribute(
      'href',
      site.phoneHref,
    );
    for (const [name, href] of [
      ['X (opens in a new tab)', site.social.microblog],
      ['LinkedIn (opens in a new tab)', site.social.professionalNetwork],
      ['Mail (opens in a new tab)', site.social.mail],
    ]) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(screen.getByRole('link', { name: 'Trial Dashboard' })).toHaveAttribute('href', '/trial-dashboard');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '#privacy');
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '#terms');
    expect(document.getElementById('privacy')).toHaveTextContent('Privacy Policy');
    expect(document.getElementById('terms')).toHaveTextContent('Terms of Service');
    expect(screen.getByText(/© 2024/)).toBeInTheDocument();
    expect(screen.getByText(/Trust infrastructure for service ecosystems/)).toBeInTheDocument();
  });

  it('scrolls to the top from Research Data, and the keyboard carries on from there', async () => {
    const scrollTo = jest.fn();
    window.scrollTo = scrollTo;
    renderInShell(
      <>
        <main id="main" tabIndex={-1}>
          Page
        </main>
        <SiteFooter />
      </>,
    );
    const button = screen.getByRole('button', { name: 'Research Data' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('goes to the top at once when the visitor asks for less motion', async () => {
    const scrollTo = jest.fn();
    window.scrollTo = scrollTo;
    const matchMedia = window.matchMedia;
    window.matchMedia = jest.fn((query: string) => ({ matches: query.includes('reduce') })) as never;
    renderInShell(<SiteFooter />);
    await userEvent.click(screen.getByRole('button', { name: 'Research Data' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
    window.matchMedia = matchMedia;
  });
});
