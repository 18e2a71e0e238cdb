/** Business constants shown across the site: one place for every phone number, address and outbound link. */
export const site = {
  companyName: 'Claim Assist Appliance Services',
  /** The end of every tab title ("Repair Guides · Claim Assist"). */
  shortName: 'Claim Assist',
  city: 'Fort Worth, TX',
  timeZone: 'America/Chicago',
  phoneDisplay: '(817) 555-0142',
  phoneHref: 'tel:+18175550142',
  contactEmail: 'hello@claimassist-appliance.com',
  copyrightYear: 2024,
  /** The appliance-repair business behind the site has served the area since this year. */
  servingSince: 2010,
  tagline: 'Trust infrastructure for service ecosystems',
  social: {
    microblog: 'https://x.com/claimassistfw',
    professionalNetwork: 'https://www.linkedin.com/company/claimassist-fw',
    mail: 'mailto:hello@claimassist-appliance.com',
  },
  /** Partner and sister sites; every one opens in a new tab. */
  outbound: {
    /** Sister site for booking appliance repairs (hero link). */
    repairSite: { label: 'Claim Assist Repair', url: 'https://repair.claimassist-appliance.com' },
    /** Partner offering appliance and home-system cover (hero link). */
    coverPartner: { label: 'Appliance Cover Partner', url: 'https://cover.claimassist-appliance.com' },
    /** Where homeowners buy a replacement appliance (replacement-network section). */
    applianceStore: { label: 'Abby Appliance Outlet', url: 'https://shop.claimassist-appliance.com' },
    /** Sister repair-knowledge community (community promo). */
    repairCommunity: {
      label: 'Repair Knowledge Network',
      url: 'https://community.claimassist-appliance.com',
    },
    /** Founding-member appliance company credited in the community promo. */
    foundingMember: { label: 'Abby Appliance Outlet', url: 'https://shop.claimassist-appliance.com' },
    /** Partner company credited in the community promo. */
    partner: { label: 'Lone Star Parts Supply', url: 'https://parts.claimassist-appliance.com' },
  },
  /** The member shown on the store, rental and recycling application pages. */
  featuredMember: {
    name: 'Abby Appliance Outlet',
    description:
      'Family-owned appliance store serving Fort Worth since 2010: new and refurbished appliances, same-day delivery and free recycling of old units.',
    address: '2817 W Berry St, Fort Worth, TX 76109',
    phoneDisplay: '(817) 555-0188',
    phoneHref: 'tel:+18175550188',
    website: 'https://shop.claimassist-appliance.com',
    websiteDisplay: 'shop.claimassist-appliance.com',
  },
} as const;

/** A page's tab title, "Repair Guides · Claim Assist": the edge writes it into the document, the shell keeps it. */
export function tabTitle(pageTitle: string): string {
  return `${pageTitle} · ${site.shortName}`;
}

/** The page part of the tab title for a path no area lists (the 404 page). */
export const notFoundPageTitle = 'Page not found';
