/** The site's short name, the end of every tab title ("Repair Guides · Claim Assist"). */
export const siteName = 'Claim Assist';
