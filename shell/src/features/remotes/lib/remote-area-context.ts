import { createContext, useContext } from 'react';
import type { RemoteRegistry } from './remote-registry';

/** Lets any unavailable panel inside an area (boundary fallback or runtime fallback) retry that area. */
export const RemoteAreaContext = createContext<{ retry(): Promise<void> } | null>(null);

export const RemoteRegistryContext = createContext<RemoteRegistry | null>(null);

export function useRemoteRegistry(): RemoteRegistry {
  const registry = useContext(RemoteRegistryContext);
  if (!registry) throw new Error('RemoteRegistryContext is missing');
  return registry;
}
