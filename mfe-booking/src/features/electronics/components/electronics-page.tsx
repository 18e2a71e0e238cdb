import styled from 'styled-components';
import { ButtonAnchor, ButtonLink, Card, Container } from '@claims/ui';
import { site } from '@claims/contracts';
import { paths } from '../../../config/paths';

const categories = [
  'Smartphones',
  'Laptops & Computers',
  'Tablets',
  'Gaming Consoles',
  'TVs & Monitors',
  'Cameras',
  'Smart Watches',
  'Audio Equipment',
];

const processSteps = [
  { title: 'Tell us what you have', text: 'Describe your devices and whether they work.' },
  { title: 'Schedule a pickup', text: 'We collect from your home or you drop off at our shop.' },
  { title: 'Secure data wipe', text: 'Every device is wiped with certified data-destruction software.' },
  {
    title: 'Get paid or recycled',
    text: 'Cash for working devices; free, responsible recycling for the rest.',
  },
];

const badges = [
  { icon: '♻️', title: 'R2 Certified', text: 'Responsible recycling to the R2 standard' },
  { icon: '🔒', title: 'Secure Wipe', text: 'Your data is destroyed before anything else' },
  { icon: '📅', title: 'Since 2010', text: 'Serving Fort Worth homes and businesses' },
];

const Page = styled.div`
  padding-bottom: ${({ theme }) => theme.space(12)};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(4)};
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
  section {
    margin-top: ${({ theme }) => theme.space(10)};
  }
`;

const Hero = styled.header`
  padding: ${({ theme }) => theme.space(12)} 0 ${({ theme }) => theme.space(10)};
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.brand}, #0a3d78);
  color: ${({ theme }) => theme.colors.textInverse};
  text-align: center;
  h1 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: clamp(1.875rem, 6vw, 3rem);
    /* White on the blue, like the line under it (headings are dark elsewhere). */
    color: inherit;
  }
  p {
    margin: 0 auto ${({ theme }) => theme.space(6)};
    max-width: 36rem;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
`;

const Grid = styled.div<{ $min: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${({ $min }) => $min}, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    font-weight: 600;
  }
`;

const Number = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2rem;
  height: 2rem;
  margin-bottom: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.textInverse};
  font-weight: 700;
`;

/** `/abby-electronics`: cash for working electronics, free recycling for the rest. */
export function ElectronicsPage() {
  return (
    <Page>
      <Hero>
        <Container>
          <h1>Cash for Your Electronics</h1>
          <p>
            We pay cash for working electronics and recycle non-working ones for free, safely and responsibly.
          </p>
          <Actions>
            <ButtonLink to={paths.recycling.href()} variant="accent" size="lg">
              Schedule a Pickup
            </ButtonLink>
            <ButtonAnchor href={site.phoneHref} variant="outline" size="lg">
              Call {site.phoneDisplay}
            </ButtonAnchor>
          </Actions>
        </Container>
      </Hero>
      <Container>
        <section aria-labelledby="offer-title">
          <h2 id="offer-title">Two ways we help</h2>
          <Grid $min="16rem">
            <Card>
              <h3>💵 Working electronics</h3>
              <p>Get cash for phones, laptops, consoles and more that still work.</p>
            </Card>
            <Card>
              <h3>♻️ Non-working electronics</h3>
              <p>Free recycling for broken devices: nothing goes to the landfill.</p>
            </Card>
          </Grid>
        </section>
        <section aria-labelledby="categories-title">
          <h2 id="categories-title">What we accept</h2>
          <Chips>
            {categories.map((category) => (
              <li key={category}>{category}</li>
            ))}
          </Chips>
        </section>
        <section aria-labelledby="process-title">
          <h2 id="process-title">How it works</h2>
          <Grid $min="13rem" as="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {processSteps.map((step, i) => (
              <Card as="li" key={step.title}>
                <Number aria-hidden="true">{i + 1}</Number>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </Card>
            ))}
          </Grid>
        </section>
        <section aria-labelledby="trust-title">
          <h2 id="trust-title">Why trust us</h2>
          <Grid $min="13rem">
            {badges.map((badge) => (
              <Card key={badge.title}>
                <h3>
                  <span aria-hidden="true">{badge.icon}</span> {badge.title}
                </h3>
                <p>{badge.text}</p>
              </Card>
            ))}
          </Grid>
        </section>
        <section aria-labelledby="cta-title">
          <h2 id="cta-title">Ready to clear out your old devices?</h2>
          <Actions style={{ justifyContent: 'flex-start' }}>
            <ButtonLink to={paths.recycling.href()}>Schedule a Pickup</ButtonLink>
            <ButtonAnchor href={site.phoneHref} variant="outline">
              Call the Shop
            </ButtonAnchor>
          </Actions>
        </section>
      </Container>
    </Page>
  );
}
