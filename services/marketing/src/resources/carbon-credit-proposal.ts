import {
  heroClaims,
  marketFigures,
  phoenixHubs,
  roadmap,
  roadmapStatusLabels,
  site,
  tractionFigures,
  centralDate,
} from '@claims/contracts';
import { bullets, coverTitle, createPdf, figureRow, finish, heading, paragraph, table } from './pdf-layout';

/** The carbon credit and circularity proposal, built from the figures the landing page shows. */
export function carbonCreditProposalPdf(now = new Date()): Promise<Buffer> {
  const doc = createPdf(
    'Carbon Credit & Circularity Proposal',
    `${phoenixHubs.name}: e-waste, refurbishment, carbon credits and second chances`,
  );
  coverTitle(
    doc,
    'Carbon Credit & Circularity Proposal',
    `${phoenixHubs.name} \u00b7 ${site.companyName} \u00b7 ${centralDate(now)}`,
  );

  heading(doc, 'The proposition');
  paragraph(doc, phoenixHubs.summary);
  figureRow(doc, heroClaims);

  heading(doc, 'Why now');
  paragraph(
    doc,
    'Every insurance or warranty repair that ends in a replacement leaves an appliance behind. Today most of them are landfilled or scrapped without record. The claims platform already knows where each one is, what model it is and why it failed, which makes it possible to route it to refurbishment or certified recycling and to measure the result.',
  );
  figureRow(doc, marketFigures);

  heading(doc, 'How Phoenix Hubs work');
  table(doc, [['Pillar', 'What happens'], ...phoenixHubs.pillars.map((p) => [p.title, p.text])], [1, 3]);

  heading(doc, 'From claim to credit');
  bullets(doc, [
    'A claim approved on the platform records the replaced appliance: model, age, condition and location.',
    'The unit is collected by a network partner and delivered to the nearest hub.',
    'Repairable units are refurbished by trained technicians and return to homes through stores and rental partners.',
    'Non-repairable units go to certified recyclers; recovered materials and diverted weight are logged per unit.',
    'Diverted tons are verified and issued as carbon credits, shared with the insurers and partners who fund the flow.',
  ]);

  heading(doc, 'Targets');
  bullets(doc, [
    `${heroClaims[0].value} ${heroClaims[0].label.toLowerCase()}.`,
    `${heroClaims[1].value} ${heroClaims[1].label.toLowerCase()} among hub technicians hired through second-chance programs.`,
    `${heroClaims[2].value} ${heroClaims[2].label.toLowerCase()}, from repairs, refurbished sales, recycling and carbon credits.`,
  ]);

  heading(doc, 'Traction');
  figureRow(doc, tractionFigures);

  heading(doc, 'Roadmap');
  table(
    doc,
    [
      ['Period', 'Status', 'Milestones'],
      ...roadmap.map((r) => [r.period, roadmapStatusLabels[r.status], `${r.title}: ${r.items.join('; ')}`]),
    ],
    [1, 1, 4],
  );

  heading(doc, 'Partner with us');
  paragraph(
    doc,
    `Insurers, recyclers, appliance stores, rental companies and workforce programs can join the pilot. Call ${site.phoneDisplay} or write to ${site.contactEmail}.`,
  );
  return finish(doc);
}
