/**
 * Wraps a background run (deliver due emails, write pending confirmations) so that one runs at a time. A call made
 * while a run is under way gets the run that follows it, one shared by every such call: the run under way may already
 * have looked for work before the caller's was stored, and would end without it. So the returned promise always
 * settles after a run that began after the call.
 */
export function oneRunAtATime<T>(run: () => Promise<T>, fallback: T): () => Promise<T> {
  let running: Promise<T> | undefined;
  let following: Promise<T> | undefined;
  const start = (): Promise<T> => {
    if (!running) {
      running = run().finally(() => {
        running = undefined;
      });
      return running;
    }
    following ??= running
      .catch(() => fallback)
      .then(() => {
        following = undefined;
        return start();
      });
    return following;
  };
  return start;
}
