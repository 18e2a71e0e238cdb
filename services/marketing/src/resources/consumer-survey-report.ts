import {
  choiceLabel,
  claimDurationChoices,
  consumerSurvey,
  customerInterestChoices,
  satisfactionChoices,
  site,
  type ChartDatum,
  type Choice,
  centralDate,
} from '@claims/contracts';
import {
  barChart,
  bullets,
  coverTitle,
  createPdf,
  figureRow,
  finish,
  heading,
  paragraph,
} from './pdf-layout';

export type CustomerSurveyAnswers = readonly Record<string, unknown>[];

/** How many of the collected answers chose each option of one question. */
function tally(answers: CustomerSurveyAnswers, field: string, choices: readonly Choice[]): ChartDatum[] {
  return choices.map((choice) => ({
    label: choiceLabel(choices, choice.value),
    value: answers.filter((a) => a[field] === choice.value).length,
  }));
}

/** The consumer survey full report: the research figures, every chart, and the answers collected on the site. */
export function consumerSurveyReportPdf(collected: CustomerSurveyAnswers, now = new Date()): Promise<Buffer> {
  const s = consumerSurvey;
  const doc = createPdf(
    'Consumer Survey Full Report',
    `What ${s.respondents} ${s.population} told us about insurance claims`,
  );
  coverTitle(
    doc,
    'Consumer Survey Full Report',
    `${s.respondents} ${s.population} \u00b7 claims within ${s.claimWindow} \u00b7 ${centralDate(now)}`,
  );

  heading(doc, 'Summary');
  paragraph(
    doc,
    `We asked ${s.respondents} ${s.population} who filed an insurance claim within ${s.claimWindow} how it went. Most waited more than a month, heard little from their insurer while they waited, and would think better of an insurer that settled the same day with live updates.`,
  );
  figureRow(doc, s.headlineFigures);

  heading(doc, 'Who answered');
  barChart(doc, 'Type of the most recent claim', s.claimTypes, {
    unit: '%',
    max: 100,
    note: 'Percent of respondents',
  });

  heading(doc, 'The claims experience');
  barChart(doc, 'How long the claim took', s.claimDuration, {
    unit: '',
    note: `Respondents (of ${s.respondents})`,
  });
  barChart(doc, 'Biggest frustrations', s.frustrations, {
    unit: '%',
    max: 100,
    note: 'Percent of respondents; more than one answer allowed',
  });
  barChart(doc, 'Satisfaction with the claims process', s.satisfaction, {
    note: `Respondents (of ${s.respondents})`,
  });
  barChart(doc, 'How often the insurer sent updates', s.updateFrequency, {
    note: `Respondents (of ${s.respondents})`,
  });

  heading(doc, 'A faster, AI-verified process');
  barChart(doc, 'Concerns about AI and video claims', s.concerns, {
    unit: '%',
    max: 100,
    note: 'Percent of respondents',
  });
  barChart(doc, 'Interest in a faster, AI-verified claims process', s.interest, {
    note: `Respondents (of ${s.respondents})`,
  });
  barChart(doc, 'Feature scores', s.featureScores, {
    unit: ' / 5',
    max: 5,
    decimals: 2,
    note: 'Average importance on a 1-5 scale',
  });
  barChart(doc, 'Improvements wanted most', s.desiredImprovements, {
    unit: '%',
    max: 100,
    note: 'Percent of respondents',
  });
  barChart(doc, 'Effect on their view of the insurer', s.insurerView, {
    unit: '%',
    max: 100,
    note: 'Percent of respondents',
  });

  heading(doc, 'What it means');
  bullets(doc, [
    `Real-time claim status tracking scores highest (${s.featureScores[0].value.toFixed(2)} / 5): the silence hurts as much as the delay.`,
    `${s.claimTypes[0].value}% of claims were water damage and ${s.claimTypes[1].value}% storm or roof: both get worse every day a repair waits.`,
    `${s.insurerView[0].value + s.insurerView[1].value}% would think better of their insurer after a faster, transparent claim.`,
  ]);

  heading(doc, 'Responses collected on this site');
  if (collected.length === 0) {
    paragraph(doc, 'No responses have been collected through the customer survey on the site yet.');
  } else {
    paragraph(
      doc,
      `${collected.length} ${collected.length === 1 ? 'homeowner has' : 'homeowners have'} answered the customer survey on the site so far. Unanswered questions are not counted.`,
    );
    barChart(doc, 'How long the last claim took', tally(collected, 'claimDuration', claimDurationChoices), {
      note: 'Responses',
    });
    barChart(
      doc,
      'Satisfaction with the claims process',
      tally(collected, 'satisfaction', satisfactionChoices),
      { note: 'Responses' },
    );
    barChart(
      doc,
      'Interest in a faster, AI-verified process',
      tally(collected, 'interest', customerInterestChoices),
      { note: 'Responses' },
    );
  }
  paragraph(doc, `Questions about this research: ${site.contactEmail} or ${site.phoneDisplay}.`);
  return finish(doc);
}
