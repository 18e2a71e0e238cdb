import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cleanUpArea, renderArea } from '@claims/ui/testing';
import MarketingRoutes from '../../../src/app/routes';
import { stubIntersectionObserver } from '../../support/intersection-observer';

// Every section renders in jsdom; on a busy shared machine one test alone can take seconds.
jest.setTimeout(30_000);

// The landing asks the API for nothing: any request fails the test (cleanUpArea).
afterEach(cleanUpArea);

beforeEach(() => {
  stubIntersectionObserver(false);
  // In-page anchors clicked by one test (#resources) would otherwise tell the next page to load everything.
  window.history.replaceState(null, '', '/');
});

const sectionIds = () => Array.from(document.querySelectorAll('section[id]'), (section) => section.id);

/** The landing page with every section added (they arrive one per task after the first screen). */
async function renderLanding() {
  const view = await renderArea(MarketingRoutes, '/');
  // jsdom renders slowly, and more so on a busy machine.
  await waitFor(() => expect(document.getElementById('appliance-repair')).not.toBeNull(), {
    timeout: 10_000,
  });
  return view;
}

describe('landing page', () => {
  it('has one h1 and every section in the spec’s order', async () => {
    await renderLanding();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    // The notices area (the toaster) is a region too, without an id.
    const sections = screen
      .getAllByRole('region')
      .map((region) => region.id)
      .filter(Boolean);
    expect(sections).toEqual([
      'problems',
      'how-it-works',
      'use-cases',
      'timeline',
      'comparison',
      'market',
      'research',
      'traction',
      'replacement-network',
      'contact',
      'resources',
      'surveys',
      'community',
      'appliance-repair',
    ]);
    // The shell renders the one site footer.
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('shows the hero claims and the hero buttons', async () => {
    await renderLanding();
    const hero = within(screen.getByRole('banner'));
    for (const text of ['100K+', '25%', '$55M']) expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    expect(hero.getByRole('link', { name: /Download Proposal/ })).toHaveAttribute('href', '#resources');
    expect(hero.getAllByRole('link', { name: 'Request Demo' })[0]).toHaveAttribute('href', '/request-demo');
    expect(hero.getByRole('link', { name: 'Investor Pitch Decks' })).toHaveAttribute('href', '/pitch-decks');
    expect(hero.getByRole('link', { name: 'Join the Network' })).toHaveAttribute('href', '/join-network');
    expect(hero.getByRole('link', { name: 'View Research & Data' })).toHaveAttribute('href', '#research');
    const outbound = hero.getAllByRole('link', { name: /opens in a new tab/ });
    expect(outbound.length).toBeGreaterThanOrEqual(2);
    for (const link of outbound) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('the hero navigation menu opens, and closes after a choice', async () => {
    const user = userEvent.setup();
    await renderLanding();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: /home/ })).toHaveAttribute('href', '/');
    const toggle = within(nav).getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'Pitch Decks' })).toHaveAttribute('href', '/pitch-decks');
    expect(within(nav).getByRole('link', { name: 'Join Network' })).toHaveAttribute('href', '/join-network');
    expect(within(nav).getByRole('link', { name: 'Resources' })).toHaveAttribute('href', '#resources');
    await user.click(within(nav).getByRole('link', { name: 'Contact' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('use cases start on insurance claims and switch by click and by arrow keys', async () => {
    const user = userEvent.setup();
    await renderLanding();
    const tabs = screen.getByRole('tablist', { name: 'Use cases' });
    const insurance = within(tabs).getByRole('tab', { name: 'Insurance Claims' });
    expect(insurance).toHaveAttribute('aria-selected', 'true');
    expect(
      screen.getByText('Results: 90% faster claims, 80% fraud reduction, 40% cost savings'),
    ).toBeInTheDocument();
    await user.click(within(tabs).getByRole('tab', { name: 'Property Management' }));
    expect(
      screen.getByText('Results: 70% lower response time, 50% lower maintenance costs'),
    ).toBeInTheDocument();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(within(tabs).getByRole('tab', { name: 'Commercial Facilities' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByText('Results: 30% less downtime, 70% lower response time')).toBeInTheDocument();
    expect(within(screen.getByRole('tabpanel')).getAllByRole('listitem')).toHaveLength(4);
  });

  it('shows the timeline, market, survey and traction figures', async () => {
    await renderLanding();
    for (const text of [
      '5 min',
      '10 min',
      '1-4 hours',
      '2-8 hours',
      'Instant',
      'Same day',
      '14-30 days',
      '$15B+',
      '$1.5M',
      '50+',
      '38%',
      '32%',
    ]) {
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    }
    const roadmap = screen.getByText('2024 Q3-Q4').closest('li')!;
    expect(within(roadmap).getByText('IN PROGRESS')).toBeInTheDocument();
    expect(roadmap).toHaveAttribute('aria-current', 'step');
    for (const period of ['2025 Q1-Q2', '2025 Q3-Q4', '2026'])
      expect(screen.getByText(period)).toBeInTheDocument();
  });

  it('join cards lead to the seven destinations of the spec', async () => {
    await renderLanding();
    const contact = screen.getByRole('region', { name: 'Join the network' });
    const hrefs = within(contact)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/request-demo',
      '/join-network',
      '/join-store-network',
      '/join-rental-network',
      '/join-recycling-network',
      '/pitch-decks',
      '/repair-guides',
    ]);
    expect(within(contact).getByText('Free membership during launch')).toBeInTheDocument();
  });

  it("keeps the Technicians card's 'Free membership during launch' note inside the card, wrapping if it must", async () => {
    await renderLanding();
    const contact = screen.getByRole('region', { name: 'Join the network' });
    const note = getComputedStyle(within(contact).getByText('Free membership during launch'));
    // The card lines its items up at the start, so without these the note is as wide as its text on one line.
    expect(note.getPropertyValue('max-width')).toBe('100%');
    expect(note.getPropertyValue('white-space')).toBe('normal');
  });

  it('lists the four resources with title, description, file type, highlights and a root download link', async () => {
    await renderLanding();
    const resources = screen.getByRole('region', { name: 'Research and proposals to download' });
    const cards = within(resources).getAllByRole('article');
    expect(cards).toHaveLength(4);
    const links = within(resources)
      .getAllByRole('link')
      .map((l) => l.getAttribute('href'));
    expect(links).toEqual([
      '/carbon-credit-circularity-proposal.pdf',
      '/consumer-survey-full-report.pdf',
      '/insurance-provider-survey-raw-data.xlsx',
      '/technician-survey-raw-data.xlsx',
    ]);
    expect(within(cards[2]).getByText('Excel')).toBeInTheDocument();
    expect(within(cards[0]).getAllByRole('listitem')).toHaveLength(3);
  });

  it('the replacement network sends insurers and property managers to /join-network and homeowners to the appliance site', async () => {
    await renderLanding();
    const section = screen.getByRole('region', { name: /replacement is one step away/ });
    expect(
      within(section)
        .getAllByRole('link', { name: /Join the network/ })
        .map((l) => l.getAttribute('href')),
    ).toEqual(['/join-network', '/join-network']);
    expect(within(section).getByRole('link', { name: /Shop appliances/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(within(section).getByRole('link', { name: /Get Started Now/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  });

  it('ends with the community promo and the repair call to action', async () => {
    await renderLanding();
    expect(screen.getByText('156+')).toBeInTheDocument();
    expect(screen.getByText('Growing')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText(/Over 100K technical documents/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Call \(817\) 555-0142/ })).toHaveAttribute(
      'href',
      'tel:+18175550142',
    );
    for (const text of ['Serving since 2010', 'Licensed and insured', 'Satisfaction guaranteed'])
      expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('renders the first screen at once and adds the sections below it one task at a time', async () => {
    await renderArea(MarketingRoutes, '/');
    // The hero and the first section; the site footer is kept below the screen until the rest arrive.
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(sectionIds()).toEqual(['problems']);
    await waitFor(() => expect(sectionIds()).toContain('how-it-works'));
    expect(sectionIds()).not.toContain('appliance-repair');
    await waitFor(() => expect(sectionIds()).toHaveLength(14), { timeout: 10_000 });
    expect(sectionIds().slice(-2)).toEqual(['community', 'appliance-repair']);
  });

  it('a visit to an anchor further down renders every section at once and scrolls to it', async () => {
    const original = Element.prototype.scrollIntoView;
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    try {
      await renderArea(MarketingRoutes, '/#resources');
      expect(sectionIds()).toHaveLength(14);
      await waitFor(() => expect(scrollIntoView).toHaveBeenCalled());
      expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('resources'));
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  it('does not load the charts or the survey forms before they are near the screen', async () => {
    await renderLanding();
    expect(screen.getByRole('status', { name: 'Loading the survey charts' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading the surveys' })).toBeInTheDocument();
  });

  it('stops Tab at the surveys before they have loaded, then moves to the chosen survey once they arrive', async () => {
    await renderLanding();
    const surveys = document.getElementById('surveys')!;
    const placeholder = within(surveys).getByRole('group', { name: 'Surveys, loading' });
    // The last stop before the section: Tab from there reaches the placeholder, not the section after it.
    const stops = Array.from(document.querySelectorAll<HTMLElement>('a[href], button, [tabindex="0"]'));
    const before = stops[stops.indexOf(placeholder) - 1];
    expect(surveys.contains(before)).toBe(false);
    expect(within(surveys).queryByRole('tab')).toBeNull();
    before.focus();
    await userEvent.tab();
    // Landing on the placeholder loads the forms; once they are there the keyboard is on the chosen survey's tab.
    const chosen = await within(surveys).findByRole('tab', { selected: true }, { timeout: 10_000 });
    await waitFor(() => expect(chosen).toHaveFocus());
    expect(surveys.querySelector('[tabindex="0"][role="group"]')).toBeNull();
  });
});

describe('unknown paths', () => {
  it('show the shared 404 page, and log it', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    await renderArea(MarketingRoutes, '/join-nowhere');
    expect(screen.getByRole('heading', { name: '404' })).toBeInTheDocument();
    expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('[not_found] No page at /join-nowhere (at /join-nowhere)');
    log.mockRestore();
  });
});
