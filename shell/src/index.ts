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

// The federation runtime has set itself up while this file was evaluated; negotiating the shared
// modules is the next task.
void nextTask()
  .then(() =>
    Promise.all([
      import('react-dom/client'),
      import('react-router-dom'),
      import('styled-components'),
      import('@tanstack/react-query'),
    ]),
  )
  .then(nextTask)
  .then(documentParsed)
  .then(() => import('./bootstrap'));
