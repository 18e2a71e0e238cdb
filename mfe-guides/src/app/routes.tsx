import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage, Toaster, useArrivalNotice } from '@claims/ui';
import { paths } from '../config/paths';
import { useGuideChangesFromOtherTabs } from '../lib/guide-changes';
import { GuideLibraryPage } from './routes/repair-guides';
import { GuideDetailPage } from './routes/repair-guide';

// The upload form and the admin generator are chunks of their own: the library and guide pages, which most
// visitors open, never load the form library and the schemas. While a chunk loads, the shell's boundary keeps
// the page's prerendered snapshot on screen.
const UploadGuidePage = lazy(() =>
  import('./routes/upload-guide').then((m) => ({
    default: m.UploadGuidePage,
  })),
);
const SampleGeneratorPage = lazy(() =>
  import('./routes/admin').then((m) => ({
    default: m.SampleGeneratorPage,
  })),
);

/** Every screen of the guides area (exposed to the shell as `./Routes`). */
export default function GuidesRoutes() {
  useArrivalNotice();
  useGuideChangesFromOtherTabs();
  return (
    <>
      <Routes>
        <Route path={paths.library.path} element={<GuideLibraryPage />} />
        <Route path={paths.guide.path} element={<GuideDetailPage />} />
        <Route path={paths.upload.path} element={<UploadGuidePage />} />
        <Route path={paths.admin.path} element={<SampleGeneratorPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
      {/* sonner is not shared: toasts raised here render in this remote's own Toaster. */}
      <Toaster />
    </>
  );
}
