import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cleanUpArea, renderArea } from '@claims/ui/testing';
import MediaRoutes from '../../../src/app/routes';

afterEach(cleanUpArea);

describe('/pitch-decks', () => {
  it('opens the investor deck at slide 1 and steps with Next, Previous, dots and arrow keys, keeping the URL', async () => {
    const user = userEvent.setup();
    const { router } = await renderArea(MediaRoutes, '/pitch-decks');
    expect(await screen.findByText('Slide 1 of 11')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Claim Assist' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Slide 2 of 11')).toBeInTheDocument();
    expect(router.location.search).toBe('?deck=investor&slide=2');

    await user.click(screen.getByRole('button', { name: 'Go to slide 11' }));
    expect(screen.getByText('Slide 11 of 11')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'The ask: $1.5M seed' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    // Every slide is laid out (the tallest sets the height, so the controls keep their place), but only the one on
    // screen is there for a screen reader.
    expect(screen.getAllByRole('article')).toEqual([
      screen.getByRole('article', { name: 'Slide 11: The ask: $1.5M seed' }),
    ]);
    const laidOut = [...document.querySelectorAll('article[aria-roledescription="slide"]')];
    expect(laidOut).toHaveLength(11);
    expect(laidOut.filter((slide) => slide.closest('[inert][aria-hidden="true"]'))).toHaveLength(10);

    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText('Slide 10 of 11')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('Slide 9 of 11')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('Slide 10 of 11')).toBeInTheDocument();
    expect(router.location.search).toBe('?deck=investor&slide=10');
  });

  it('shows talking points on investor slide 8 and none on slide 7', async () => {
    const user = userEvent.setup();
    await renderArea(MediaRoutes, '/pitch-decks?deck=investor&slide=7');
    expect(await screen.findByText('Slide 7 of 11')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show Talking Points' }));
    expect(screen.getByLabelText('Talking points')).toHaveTextContent('No talking points for this slide.');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByLabelText('Talking points')).toHaveTextContent('Pilots cut claim time by 90%');
    await user.click(screen.getByRole('button', { name: 'Hide Talking Points' }));
    expect(screen.queryByLabelText('Talking points')).not.toBeInTheDocument();
  });

  it('switches decks from the chooser, starting at slide 1, with no talking points outside the investor deck', async () => {
    const user = userEvent.setup();
    const { router } = await renderArea(MediaRoutes, '/pitch-decks?deck=investor&slide=5');
    await user.click(await screen.findByRole('button', { name: /Insurance/ }));
    expect(screen.getByText('Slide 1 of 6')).toBeInTheDocument();
    expect(router.location.search).toBe('?deck=insurance&slide=1');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Settle appliance claims the same day' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show Talking Points' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      '/api/media/pitch-decks/insurance/pdf',
    );
  });

  it('downloads the PDF, and says so on the page when the service cannot make it', async () => {
    const objectUrls = Object.assign(URL, {
      createObjectURL: jest.fn(() => 'blob:deck'),
      revokeObjectURL: jest.fn(),
    });
    const clicked: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    let up = false;
    const user = userEvent.setup();
    await renderArea(MediaRoutes, '/pitch-decks?deck=insurance', {
      api: {
        'GET /api/media/pitch-decks/insurance/pdf': () =>
          up
            ? { status: 200, body: '%PDF-1.7', contentType: 'application/pdf' }
            : {
                status: 503,
                body: { error: { code: 'unavailable', message: 'The service is temporarily unavailable.' } },
              },
      },
    });
    await user.click(await screen.findByRole('link', { name: 'Download PDF' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The PDF could not be downloaded: The service is temporarily unavailable.',
    );
    expect(clicked).toEqual([]);

    up = true;
    await user.click(screen.getByRole('link', { name: 'Download PDF' }));
    await waitFor(() => expect(clicked).toEqual(['claim-assist-insurance-deck.pdf']));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(objectUrls.createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
    click.mockRestore();
  });

  it('lists the seven decks', async () => {
    await renderArea(MediaRoutes, '/pitch-decks');
    const names = (await screen.findAllByRole('button', { pressed: false }))
      .concat(screen.getAllByRole('button', { pressed: true }))
      .map((button) => button.querySelector('strong')?.textContent);
    expect(names.sort()).toEqual(
      [
        'Investor',
        'Customer',
        'Insurance',
        'Service Provider',
        'Appliance Store',
        'Rental Company',
        'Recycling Partner',
      ].sort(),
    );
  });

  it('falls back to the first deck and the nearest slide for unknown values, and corrects the address', async () => {
    const { router } = await renderArea(MediaRoutes, '/pitch-decks?deck=pirates&slide=99', {
      history: ['/video-ai'],
    });
    expect(await screen.findByText('Slide 11 of 11')).toBeInTheDocument();
    await waitFor(() => expect(router.location.search).toBe('?deck=investor&slide=11'));
    // In place of the wrong address, not after it: Back goes to the page before.
    act(() => void router.navigate(-1));
    await waitFor(() => expect(router.location.pathname).toBe('/video-ai'));
  });

  it('leaves an address naming no deck or slide as it is', async () => {
    const { router } = await renderArea(MediaRoutes, '/pitch-decks');
    expect(await screen.findByText('Slide 1 of 11')).toBeInTheDocument();
    expect(router.location.search).toBe('');
  });

  it('leaves the same space below the site header as the booking pages (2rem) and centres the slide dots', async () => {
    await renderArea(MediaRoutes, '/pitch-decks');
    const page = screen.getByRole('region', { name: 'Pitch Decks' }).parentElement!;
    expect(getComputedStyle(page).paddingTop).toBe('2rem');
    const dots = within(screen.getByRole('navigation', { name: 'Slides' })).getByRole('list');
    expect(getComputedStyle(dots).justifyContent).toBe('center');
  });
});
