import { createContext, useContext } from 'react';
import type { RemoteRegistry } from './remote-registry';

/**
 * Lets any unavailable panel inside an area (boundary fallback or runtime fallback) retry that area and name it
 * (`title`, from the area's published page list).
 */
export const RemoteAreaContext = createContext<{ retry(): Promise<void>; title?: string } | null>(null);

export const RemoteRegistryContext = createContext<RemoteRegistry | null>(null);

export function useRemoteRegistry(): RemoteRegistry {
  const registry = useContext(RemoteRegistryContext);
  if (!registry) throw new Error('RemoteRegistryContext is missing');
  return registry;
}
