import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { CheckIcon, Tab, TabPanel, Tabs } from '@claims/ui';
import { WrappingTabList } from '../../../components/wrapping-tab-list';
import { surveySubmittedTexts, surveyTypeLabels, surveyTypes, type SurveyType } from '@claims/contracts';
import type { LeadFormValues } from '../../../lib/use-lead-form';
import { SurveyForm } from './survey-form';

const intros: Record<SurveyType, { title: string; text: string }> = {
  customer: {
    title: 'Customer Survey',
    text: 'Tell us about your last insurance claim. It takes two minutes.',
  },
  insurance: {
    title: 'Insurance Provider Survey',
    text: 'Help us understand your claims operation and where it hurts.',
  },
  provider: { title: 'Service Provider Survey', text: 'Tell us how insurance work goes for your business.' },
  store: {
    title: 'Appliance Store Survey',
    text: 'Tell us about your store, your stock and your deliveries.',
  },
  rental: {
    title: 'Rental Company Survey',
    text: 'Tell us about your rental business and where you operate.',
  },
  recycling: {
    title: 'Recycling Partner Survey',
    text: 'Tell us about your recycling operation and capacity.',
  },
};

/**
 * The six survey tabs in even rows where they do not fit in one: three and three, or two by three on the narrowest
 * phones. Left to wrap, they fell into rows of 2, 3 and 1 on a phone and 5 and 1 on a small tablet. In columns a tab
 * needs less space beside its label, so that three of them fit across a 360 px screen.
 */
const SurveyTabList = styled(WrappingTabList)`
  @media (max-width: 699px) {
    display: grid;
    grid-template-columns: repeat(3, minmax(0, 1fr));
    > [role='tab'] {
      padding-inline: 0.25rem;
    }
  }
  @media (max-width: 359px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Panel = styled.div`
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
  > p {
    color: ${({ theme }) => theme.colors.textMuted};
    margin-bottom: ${({ theme }) => theme.space(6)};
  }
`;

const ThankYou = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(10)} ${({ theme }) => theme.space(4)};
  text-align: center;
  h3:focus {
    outline: none;
  }
  p {
    margin: 0;
    max-width: 32rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Tick = styled.span`
  display: grid;
  place-items: center;
  width: 3.5rem;
  height: 3.5rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accent};
`;

function ThankYouPanel({ type }: { type: SurveyType }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Screen-reader and keyboard users land on the result of what they just did.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <ThankYou role="status">
      <Tick>
        <CheckIcon size={28} />
      </Tick>
      <h3 ref={headingRef} tabIndex={-1}>
        Thank you!
      </h3>
      <p>
        Your {intros[type].title.toLowerCase()} has been submitted. {surveySubmittedTexts[type]}
      </p>
    </ThankYou>
  );
}

/** Six surveys, one tab each (customer first); each is sent on its own and then replaced by its thank-you panel. */
export default function SurveyTabs() {
  const [active, setActive] = useState<SurveyType>('customer');
  const [submitted, setSubmitted] = useState<Partial<Record<SurveyType, true>>>({});
  // Drafts are read when a tab's form mounts again, so the tab state lives here (controlled tabs).
  const drafts = useRef<Partial<Record<SurveyType, LeadFormValues>>>({});

  return (
    <Tabs value={active} onValueChange={(value) => setActive(value as SurveyType)}>
      <SurveyTabList aria-label="Surveys">
        {surveyTypes.map((type) => (
          <Tab key={type} value={type}>
            {surveyTypeLabels[type]}
          </Tab>
        ))}
      </SurveyTabList>
      {surveyTypes.map((type) => (
        <TabPanel key={type} value={type}>
          <Panel>
            {submitted[type] ? (
              <ThankYouPanel type={type} />
            ) : (
              <>
                <h3>{intros[type].title}</h3>
                <p>{intros[type].text}</p>
                <SurveyForm
                  type={type}
                  draft={drafts.current[type]}
                  onDraft={(values) => {
                    drafts.current[type] = values;
                  }}
                  onSubmitted={() => {
                    drafts.current[type] = undefined;
                    setSubmitted((current) => ({ ...current, [type]: true }));
                  }}
                />
              </>
            )}
          </Panel>
        </TabPanel>
      ))}
    </Tabs>
  );
}
