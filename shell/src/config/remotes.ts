/** Where the edge publishes remote name → manifest URL (docs/platform.md, "Federation"). */
export const remotesManifestUrl = '/remotes.json';

/** A request that gets no answer in this time counts as failed (a hung server must not hang the page). */
export const requestTimeoutMs = 5000;

/** Pause before the one retry of a failed manifest, entry script or /remotes.json request. */
export const retryDelayMs = 400;

/** How long a remote entry script may take before it counts as failed (the runtime's default is 20 s). */
export const entryScriptTimeoutMs = 10000;
