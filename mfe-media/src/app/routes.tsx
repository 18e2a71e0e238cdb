import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage, Skeleton, Toaster } from '@claims/ui';
import { pages } from '../config/paths';

// Each page is its own chunk: the deck viewer never loads the preview client (and its schemas), and back.
const VideoAiPage = lazy(() => import('./routes/video-ai').then((m) => ({ default: m.VideoAiPage })));
const PitchDecksPage = lazy(() => import('./routes/pitch-decks').then((m) => ({ default: m.PitchDecksPage })));

/** Every screen of the media area (exposed to the shell as `./Routes`): one line per page of `pages`. */
export default function MediaRoutes() {
  return (
    <>
      <Suspense fallback={<Skeleton height="24rem" />}>
        <Routes>
          <Route path={pages.videoAi.path} element={<VideoAiPage />} />
          <Route path={pages.pitchDecks.path} element={<PitchDecksPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
      {/* sonner is not shared: toasts raised here render in this remote's own Toaster. */}
      <Toaster />
    </>
  );
}
