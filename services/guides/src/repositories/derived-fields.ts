import type { RepairGuideRecord } from '../models/repair-guide';
import { summaryJson, type SummarySource } from './summary-json';
import { searchPrefixes } from './title-search';

/**
 * The version of the fields made from others. A guide stored with another one (or none) gets them again from the
 * start-up migration (migrations/derived-fields.ts): raise it whenever what they hold changes.
 */
export const derivedFieldsVersion = 4;

/**
 * The stored fields made from others: the search's keys from the title and the category, and the list card's JSON
 * from the fields a card shows (the description's excerpt among them). Every write of those fields stores them with
 * it.
 */
export function derivedGuideFields(
  guide: SummarySource,
): Pick<RepairGuideRecord, 'titlePrefixes' | 'summaryJson' | 'derivedFieldsVersion'> {
  return {
    titlePrefixes: searchPrefixes(guide),
    summaryJson: summaryJson(guide),
    derivedFieldsVersion,
  };
}
