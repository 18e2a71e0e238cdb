import type { ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { ProgressiveRest, useProgressiveCount, useScrollToHash } from '@claims/ui';
import { Hero } from '../../features/landing/components/hero';
import { Problems } from '../../features/landing/components/problems';
import { AiProtection } from '../../features/landing/components/ai-protection';
import { UseCases } from '../../features/landing/components/use-cases';
import { ClaimTimeline } from '../../features/landing/components/claim-timeline';
import { Comparison } from '../../features/landing/components/comparison';
import { MarketOpportunity } from '../../features/landing/components/market-opportunity';
import { Traction } from '../../features/landing/components/traction';
import { ReplacementNetwork } from '../../features/landing/components/replacement-network';
import { JoinCards } from '../../features/landing/components/join-cards';
import { CommunityPromo } from '../../features/landing/components/community-promo';
import { RepairCta } from '../../features/landing/components/repair-cta';
import { ResearchSection } from '../../features/research/components/research-section';
import { ResourcesSection } from '../../features/resources/components/resources-section';
import { SurveysSection } from '../../features/surveys/components/surveys-section';

/** Every section in the spec's order. */
const sections: ComponentType[] = [
  Hero,
  Problems,
  AiProtection,
  UseCases,
  ClaimTimeline,
  Comparison,
  MarketOpportunity,
  ResearchSection,
  Traction,
  ReplacementNetwork,
  JoinCards,
  ResourcesSection,
  SurveysSection,
  CommunityPromo,
  RepairCta,
];

/** Rendered with the first paint: the hero fills a phone's screen, the next section the rest of a desktop's. */
const firstSections = 2;

/**
 * `/`: every section in the spec's order; the site footer follows (the shell renders it). The sections
 * below the first screen are added one per browser task, so the page never blocks input while it mounts;
 * a link to an anchor further down (#resources) renders them all at once.
 */
export default function LandingPage() {
  const { hash } = useLocation();
  const shown = useProgressiveCount(sections.length, { initial: firstSections, all: hash.length > 1 });
  const complete = shown === sections.length;
  useScrollToHash(complete);
  return (
    <>
      {sections.slice(0, shown).map((Section, index) => (
        // Sections are only ever appended, so their position is a stable key.
        <Section key={index} />
      ))}
      {!complete && <ProgressiveRest />}
    </>
  );
}
