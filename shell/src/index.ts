// The async boundary: shared singletons are negotiated before any of them is used.
//
// The large shared libraries are fetched together but each is evaluated when its own files arrive, in a
// task of its own; the app starts in a later task. Evaluating them all at once, when the last file
// arrived, blocked the main thread for one long task (the page is already painted: the edge sends the
// prerendered content, so what matters here is staying responsive while the app starts).
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
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
  .then(() => import('./bootstrap'));
