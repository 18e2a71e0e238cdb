import { useState } from 'react';
import styled from 'styled-components';
import {
  videoAudienceLabels,
  videoAudiences,
  videoTemplates,
  type VideoAudience,
} from '../../lib/media-contracts';
import { Button, Container, Stack, Tab, TabList, TabPanel, Tabs, VisuallyHidden } from '@claims/ui';
import { pages } from '../../config/paths';
import { MediaPage } from '../../components/media-page';
import { TemplateCard } from '../../features/video-previews/components/template-card';
import { CustomPreviewFormView } from '../../features/video-previews/components/custom-preview-form';
import { Failure, PreviewResult } from '../../features/video-previews/components/preview-result';
import {
  customSlotKey,
  templatesReached,
  usePreviewRunner,
} from '../../features/video-previews/hooks/use-preview-runner';
import { isFinished, usePreview } from '../../features/video-previews/api/get-preview';
import { readSessionJson, writeSessionJson } from '@claims/web-kit';

/** The audience tab last opened in this tab of the browser: a reload or Back opens it again. */
const audienceStorageKey = 'claims.media.video-ai.audience';

const storedAudience = (): VideoAudience => {
  const stored = readSessionJson(audienceStorageKey);
  return videoAudiences.find((value) => value === stored) ?? 'customer';
};

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 1rem;
`;
const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
`;
const Lead = styled.p`
  margin: 0.5rem 0 0;
  max-width: 44rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
/** Three tabs fit a 390 px phone without scrolling: tighter padding below tablet width. */
const AudienceTabList = styled(TabList)`
  flex-wrap: wrap;
  & > [role='tab'] {
    padding-inline: 0.5rem;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    ${({ theme }) => theme.media.md} {
      padding-inline: 1rem;
      font-size: ${({ theme }) => theme.fontSizes.md};
    }
  }
`;
const Grid = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: 1fr;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(3, 1fr);
  }
`;
const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  padding: 1.25rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;
const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
`;
const BatchNotice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem 1rem;
  padding: 1rem 1.25rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  p {
    margin: 0;
    flex: 1 1 18rem;
  }
  div {
    display: flex;
    flex-wrap: wrap;
    gap: 0.75rem;
  }
`;
const Result = styled.div`
  max-width: 48rem;
`;

/** `/video-ai`: template previews per audience, Generate All 9, and a preview from a free description. */
export function VideoAiPage() {
  const [audience, setAudience] = useState<VideoAudience>(storedAudience);
  const runner = usePreviewRunner();
  const batchRunning = runner.batch !== null;
  const customSlot = runner.slots[customSlotKey];
  const customJob = usePreview(customSlot?.jobId).data;
  const customRunning =
    (runner.sending[customSlotKey] ?? false) ||
    (customSlot !== undefined && (!customJob || !isFinished(customJob)));

  return (
    <MediaPage>
      <Container as="section" aria-labelledby="video-ai-title">
        <Stack gap={6}>
          <Header>
            <div>
              <Title id="video-ai-title">{pages.videoAi.title}</Title>
              <Lead>
                Short storyboard previews that show customers, insurers and technicians how a claim goes from
                a broken appliance to a same-day repair. Pick a template or describe your own.
              </Lead>
            </div>
            <Button
              variant="accent"
              onClick={() => void runner.generateAll()}
              loading={batchRunning}
              loadingText={`Generating ${Math.min((runner.batch?.done ?? 0) + 1, videoTemplates.length)}/${videoTemplates.length}`}
            >
              Generate All 9
            </Button>
          </Header>

          {runner.interrupted && !batchRunning && (
            <BatchNotice role="status">
              <p>
                Generate All 9 stopped{' '}
                {runner.interrupted.unreachable
                  ? 'because the preview service could not be reached'
                  : 'when this page was left'}
                , after {templatesReached(runner.interrupted, runner.slots)} of the {videoTemplates.length}{' '}
                templates. The previews made so far are on their cards.
              </p>
              <div>
                <Button onClick={() => void runner.generateAll(runner.interrupted ?? undefined)}>
                  Continue with the Other{' '}
                  {videoTemplates.length - templatesReached(runner.interrupted, runner.slots)}
                </Button>
                <Button variant="outline" onClick={runner.dismissInterrupted}>
                  Dismiss
                </Button>
              </div>
            </BatchNotice>
          )}

          <Tabs
            value={audience}
            onValueChange={(value) => {
              setAudience(value as VideoAudience);
              writeSessionJson(audienceStorageKey, value);
            }}
          >
            <AudienceTabList aria-label="Audience">
              {videoAudiences.map((value) => (
                <Tab key={value} value={value}>
                  {videoAudienceLabels[value]}
                </Tab>
              ))}
            </AudienceTabList>
            {videoAudiences.map((value) => (
              <TabPanel key={value} value={value}>
                {/* The templates' titles are h3: the panel gives them their h2, as the custom video has its own. */}
                <VisuallyHidden as="h2">{videoAudienceLabels[value]} video templates</VisuallyHidden>
                <Grid>
                  {videoTemplates
                    .filter((template) => template.audience === value)
                    .map((template) => (
                      <TemplateCard
                        key={template.id}
                        template={template}
                        slot={runner.slots[template.id]}
                        sending={runner.sending[template.id] ?? false}
                        busy={batchRunning}
                        failure={runner.failures[template.id]}
                        onGenerate={() => void runner.run(template.id, { templateId: template.id })}
                      />
                    ))}
                </Grid>
              </TabPanel>
            ))}
          </Tabs>

          <Section aria-labelledby="custom-video-title">
            <SectionTitle id="custom-video-title">Create a Custom Video</SectionTitle>
            <CustomPreviewFormView
              running={customRunning}
              onGenerate={(description) => void runner.run(customSlotKey, { description, audience })}
            />
            {customSlot && (
              <Result>
                <PreviewResult jobId={customSlot.jobId} />
              </Result>
            )}
            {runner.failures[customSlotKey] && !customRunning && (
              <Result>
                <Failure role="alert">{runner.failures[customSlotKey]}</Failure>
              </Result>
            )}
          </Section>
        </Stack>
      </Container>
    </MediaPage>
  );
}
