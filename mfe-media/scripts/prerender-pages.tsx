/**
 * Writes dist/prerender.json: /video-ai and /pitch-decks as static HTML with their CSS, rendered at build time from
 * the pages' own components, so the edge can put them in the first response and the visitor sees the page before
 * any JavaScript has run. The shell shows the snapshot until the live page replaces it (the same layout, so
 * nothing moves). Both pages start from static content: the templates and the first deck's first slide.
 */
import './react-global';
import path from 'node:path';
import { writePrerenderedPages } from '@claims/ui/prerender';
import { pages } from '../src/config/paths';
import { VideoAiPage } from '../src/app/routes/video-ai';
import { PitchDecksPage } from '../src/app/routes/pitch-decks';

writePrerenderedPages(path.resolve(__dirname, '../dist/prerender.json'), [
  { path: pages.videoAi.path, element: <VideoAiPage /> },
  { path: pages.pitchDecks.path, element: <PitchDecksPage /> },
]);
