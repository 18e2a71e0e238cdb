import { useScrollToHash } from '../../lib/use-scroll-to-hash';
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

/** `/`: every section in the spec's order; the site footer follows (the shell renders it). */
export default function LandingPage() {
  useScrollToHash();
  return (
    <>
      <Hero />
      <Problems />
      <AiProtection />
      <UseCases />
      <ClaimTimeline />
      <Comparison />
      <MarketOpportunity />
      <ResearchSection />
      <Traction />
      <ReplacementNetwork />
      <JoinCards />
      <ResourcesSection />
      <SurveysSection />
      <CommunityPromo />
      <RepairCta />
    </>
  );
}
