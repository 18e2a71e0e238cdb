import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { guideKeys } from './query-keys';

/**
 * Guides changed in one tab, told to the visitor's other tabs (BroadcastChannel, same site and browser only): a guide
 * page or the library open elsewhere reads the guide again at once, instead of showing the old one until a reload.
 * An edit form open elsewhere keeps what it holds (its values were fixed when it opened, and a save over a newer
 * version is refused by the service).
 */
const channelName = 'claims.guide-changes.v1';

/**
 * Names this tab in what it announces. A channel delivers to every other channel of its name, those of the same tab
 * included: without it, a tab reread the guide it had just deleted (a 404 while it left for the library) and the
 * one it had just saved.
 */
const thisTab = Math.random().toString(36).slice(2);

type GuideChange = { id: string; from?: string };

const isGuideChange = (value: unknown): value is GuideChange =>
  typeof value === 'object' && value !== null && typeof (value as GuideChange).id === 'string';

/** Tells the other tabs that the guide `id` was created, edited or deleted here. */
export function announceGuideChange(id: string): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(channelName);
  channel.postMessage({ id, from: thisTab } satisfies GuideChange);
  channel.close();
}

/** Reads again what another tab's change made out of date: that guide, the library's pages and its figures. */
export function useGuideChangesFromOtherTabs(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return undefined;
    const channel = new BroadcastChannel(channelName);
    channel.onmessage = (event: MessageEvent<unknown>) => {
      if (!isGuideChange(event.data) || event.data.from === thisTab) return;
      void queryClient.invalidateQueries({ queryKey: guideKeys.detail(event.data.id) });
      void queryClient.invalidateQueries({ queryKey: guideKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: guideKeys.stats() });
    };
    return () => channel.close();
  }, [queryClient]);
}
