import { registerRemotes } from '@module-federation/enhanced/runtime';
import { getRemotesManifest } from '../api/get-remotes-manifest';
import { createRemoteRegistry } from './remote-registry';

/** The site's remotes, from /remotes.json, registered with the federation runtime by manifest URL. */
export const siteRegistry = createRemoteRegistry({
  getManifest: () => getRemotesManifest(),
  register: (remotes, options) => registerRemotes(remotes, options),
});
