import styled from 'styled-components';
import { CheckIcon, Tab, TabPanel, Tabs } from '@claims/ui';
import { WrappingTabList } from '../../../components/wrapping-tab-list';
import { useCases } from '../../../lib/site-content';
import { Section } from '../../../components/section';

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
  ol {
    display: grid;
    gap: ${({ theme }) => theme.space(3)};
    margin: 0;
    padding-left: 1.5rem;
  }
  li::marker {
    color: ${({ theme }) => theme.colors.brand};
    font-weight: 800;
  }
`;

const Results = styled.p`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  margin: 0;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: #0a5f57;
  font-weight: 700;
  svg {
    flex: none;
  }
`;

/** Four use cases, one tab each; insurance claims is shown first. */
export function UseCases() {
  return (
    <Section
      id="use-cases"
      tone="muted"
      eyebrow="Use cases"
      title="One platform, four kinds of repair"
      intro="The same verified flow speeds up insurance claims, maintenance, warranties and facility repairs."
    >
      <Tabs defaultValue={useCases[0].id}>
        <WrappingTabList aria-label="Use cases">
          {useCases.map((useCase) => (
            <Tab key={useCase.id} value={useCase.id}>
              {useCase.label}
            </Tab>
          ))}
        </WrappingTabList>
        {useCases.map((useCase) => (
          <TabPanel key={useCase.id} value={useCase.id}>
            <Panel>
              <h3>{useCase.title}</h3>
              <ol>
                {useCase.steps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
              <Results>
                <CheckIcon size={20} />
                {useCase.results}
              </Results>
            </Panel>
          </TabPanel>
        ))}
      </Tabs>
    </Section>
  );
}
