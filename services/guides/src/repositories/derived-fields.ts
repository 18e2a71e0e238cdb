import type { RepairGuideRecord } from '../models/repair-guide';
import { descriptionExcerpt } from './excerpt';
import { titlePrefixes } from './title-search';

/**
 * The stored fields made from others: the title search's keys from the title, the list's excerpt from the
 * description. Every write of a title or a description stores them with it (and the start-up migration completes
 * guides stored before they existed).
 */
export function derivedGuideFields(guide: {
  title: string;
  description: string;
}): Pick<RepairGuideRecord, 'titlePrefixes' | 'excerpt'> {
  return { titlePrefixes: titlePrefixes(guide.title), excerpt: descriptionExcerpt(guide.description) };
}
