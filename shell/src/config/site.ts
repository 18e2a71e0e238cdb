import { site } from '@claims/contracts';

/** The site's short name, the end of every tab title ("Repair Guides · Claim Assist"); the edge writes the same. */
export const siteName = site.shortName;
