import styled from 'styled-components';
import type { ApplicationType } from '@claims/contracts';
import { PageLayout } from '../../components/page-layout';
import { ApplicationForm } from '../../features/partner-applications/components/application-form';
import { FeaturedMemberCard } from '../../features/partner-applications/components/featured-member-card';

const pages: Record<ApplicationType, { title: string; intro: string }> = {
  provider: {
    title: 'Join Our Service Provider Network',
    intro:
      'Get pre-approved repair jobs from insurers and warranty providers in your area, and get paid as soon as the work is verified.',
  },
  store: {
    title: 'Join Our Appliance Store Network',
    intro:
      'Fill replacement orders from insurance and warranty claims near you. Tell us about your store; our team will contact you within 2 business days.',
  },
  rental: {
    title: 'Join Our Rental Partner Network',
    intro:
      'Place rent-to-own and lease units with customers whose appliance just failed. Our team will contact you within 2 business days.',
  },
  recycling: {
    title: 'Join Our Recycling Partner Network',
    intro:
      'Receive replaced appliances from claims across the region and turn them into refurbished stock and verified carbon credits.',
  },
};

const Columns = styled.div`
  display: grid;
  /* One column no wider than the screen: an implicit column is as wide as its widest field's content. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(6)};
  align-items: start;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  }
`;

/** /join-network, /join-store-network, /join-rental-network and /join-recycling-network. */
export default function PartnerApplicationPage({ type }: { type: ApplicationType }) {
  const page = pages[type];
  return (
    <PageLayout title={page.title} intro={page.intro}>
      {type === 'provider' ? (
        <ApplicationForm type={type} />
      ) : (
        <Columns>
          <ApplicationForm type={type} />
          <FeaturedMemberCard schedulePickup={type === 'recycling'} />
        </Columns>
      )}
    </PageLayout>
  );
}
