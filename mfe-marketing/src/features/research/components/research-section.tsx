import { Section } from '../../../components/section';
import { anchors } from '../../../config/paths';
import { consumerSurvey } from '../../../lib/site-content';
import { SurveyResults } from './survey-results';

/** The consumer survey results block: who was asked, what they said, every chart. */
export function ResearchSection() {
  return (
    <Section
      id={anchors.research}
      eyebrow="Research & data"
      title="Consumer Survey Results"
      intro={`We surveyed ${consumerSurvey.respondents} ${consumerSurvey.population} about insurance claims they filed within ${consumerSurvey.claimWindow}. ${consumerSurvey.claimTypes[0].value}% were water damage and ${consumerSurvey.claimTypes[1].value}% storm or roof damage.`}
    >
      <SurveyResults />
    </Section>
  );
}
