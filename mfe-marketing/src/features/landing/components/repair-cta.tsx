import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { site } from '../../../lib/site-content';
import { CheckIcon, PhoneIcon } from '@claims/ui';
import { paths } from '../../../config/paths';
import { Section } from '../../../components/section';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
`;

const Call = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 3.25rem;
  padding: 0.75rem 1.5rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: #ffffff;
  color: ${({ theme }) => theme.colors.brand};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 800;
  text-decoration: none;
  &:hover {
    background: #e6effa;
  }
`;

const Book = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 3.25rem;
  padding: 0.75rem 1.5rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid rgba(255, 255, 255, 0.7);
  && {
    color: #ffffff;
  }
  font-weight: 700;
  text-decoration: none;
  &:hover {
    background: rgba(255, 255, 255, 0.12);
  }
`;

const Promises = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(8)};
  margin: ${({ theme }) => theme.space(8)} 0 0;
  padding: 0;
  list-style: none;
  li {
    display: inline-flex;
    align-items: center;
    gap: 0.5rem;
    font-weight: 600;
  }
`;

/** The local repair business: same-day appointments by phone. */
export function RepairCta() {
  return (
    <Section
      id="appliance-repair"
      tone="brand"
      eyebrow="Appliance repair in Fort Worth"
      title="Need an appliance repaired today?"
      intro="Same-day appointments are available. Call now and a licensed technician will be on the way."
    >
      <Row>
        <Call href={site.phoneHref}>
          <PhoneIcon size={22} />
          Call {site.phoneDisplay}
        </Call>
        <Book to={paths.requestTech}>Book a technician online</Book>
      </Row>
      <Promises>
        <li>
          <CheckIcon size={20} />
          Serving since {site.servingSince}
        </li>
        <li>
          <CheckIcon size={20} />
          Licensed and insured
        </li>
        <li>
          <CheckIcon size={20} />
          Satisfaction guaranteed
        </li>
      </Promises>
    </Section>
  );
}
