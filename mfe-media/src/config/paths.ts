import type { AreaPages } from '@claims/contracts';

/** The area's name as people read it (the standalone frame, the "temporarily unavailable" panel). */
export const areaTitle = 'Video and pitch decks';

/**
 * Every page of this area, defined once: its full path and its title (the browser tab reads "<title> · Claim Assist").
 * The build publishes this list in `dist/routes.json`; the shell and the edge route by it, so adding a page
 * here needs no change anywhere else.
 */
export const pages = {
  videoAi: { path: '/video-ai', title: 'AI Video Education Center' },
  pitchDecks: { path: '/pitch-decks', title: 'Pitch Decks' },
} as const satisfies AreaPages;

/** Links: this area's pages (with their parameters) and the other areas' pages it links to. */
export const paths = {
  videoAi: { href: () => pages.videoAi.path },
  /** A deck and a slide (1-based) in the URL, so a slide can be shared and Back steps through slides. */
  pitchDecks: {
    href: ({ deck, slide }: { deck?: string; slide?: number } = {}) => {
      const query = new URLSearchParams();
      if (deck) query.set('deck', deck);
      if (slide) query.set('slide', String(slide));
      const text = query.toString();
      return text ? `${pages.pitchDecks.path}?${text}` : pages.pitchDecks.path;
    },
  },
  /** The sign-in screen, owned by the trial area. */
  auth: { href: () => '/auth' },
} as const;
