// The async boundary: shared singletons are negotiated before any of them is used.
//
// The large shared libraries are fetched together but each is evaluated when its own files arrive, in a
// task of its own; the app starts in a later task. Evaluating them all at once, when the last file
// arrived, blocked the main thread for one long task (the page is already painted: the edge sends the
// prerendered content, so what matters here is staying responsive while the app starts).
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * This file loads `async` (build-kit's AsyncScriptsPlugin), so it may run before the parser has reached #root on a
 * slow connection; the app starts once the document is parsed.
 */
function documentParsed(): Promise<void> {
  if (document.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) =>
    document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }),
  );
}

/**
 * Asks for each shared library in a task of its own: negotiating one with the federation runtime and adding its
 * script elements is a few milliseconds, and the four asked at once made one long task of it. The files are still
 * fetched together (each request starts a task after the one before), and each library is evaluated when its own
 * files arrive.
 */
async function loadSharedLibraries(): Promise<void> {
  const loads = [
    () => import('react-dom/client'),
    () => import('react-router-dom'),
    () => import('styled-components'),
    () => import('@tanstack/react-query'),
  ];
  const loading: Promise<unknown>[] = [];
  for (const load of loads) {
    await nextTask();
    const loaded = load();
    // Handled by the Promise.all below; marked now so a failure meanwhile is not reported as unhandled.
    loaded.catch(() => undefined);
    loading.push(loaded);
  }
  await Promise.all(loading);
}

// The federation runtime has set itself up while this file was evaluated; negotiating the shared
// modules starts in the next task.
void loadSharedLibraries()
  .then(nextTask)
  .then(documentParsed)
  .then(() => import('./bootstrap'));
