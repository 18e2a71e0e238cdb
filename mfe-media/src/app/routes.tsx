import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage, Toaster, useArrivalNotice } from '@claims/ui';
import { pages } from '../config/paths';

// Each page is its own chunk: the deck viewer never loads the preview client (and its schemas), and back.
// No Suspense boundary here: while a page's chunk loads, the shell's boundary keeps the prerendered snapshot (or
// its skeleton) on screen, so the visitor never sees a second placeholder.
const VideoAiPage = lazy(() => import('./routes/video-ai').then((m) => ({ default: m.VideoAiPage })));
const PitchDecksPage = lazy(() =>
  import('./routes/pitch-decks').then((m) => ({ default: m.PitchDecksPage })),
);

/** Every screen of the media area (exposed to the shell as `./Routes`): one line per page of `pages`. */
export default function MediaRoutes() {
  // A notice the shell or another area sends with the visitor ('You are signed out.', 'Welcome back!').
  useArrivalNotice();
  return (
    <>
      <Routes>
        <Route path={pages.videoAi.path} element={<VideoAiPage />} />
        <Route path={pages.pitchDecks.path} element={<PitchDecksPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
      {/* sonner is not shared: toasts raised here render in this remote's own Toaster. */}
      <Toaster />
    </>
  );
}
