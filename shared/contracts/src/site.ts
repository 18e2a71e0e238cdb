/** Business constants shown across the site: one place for every phone number, address and outbound link. */
export const site = {
  companyName: 'Claim Assist Appliance Services',
  city: 'Fort Worth, TX',
  timeZone: 'America/Chicago',
  phoneDisplay: '(817) 555-0142',
  phoneHref: 'tel:+18175550142',
  contactEmail: 'hello@claimassist-appliance.com',
  copyrightYear: 2024,
  social: {
    microblog: 'https://x.com/claimassistfw',
    professionalNetwork: 'https://www.linkedin.com/company/claimassist-fw',
    mail: 'mailto:hello@claimassist-appliance.com',
  },
} as const;
