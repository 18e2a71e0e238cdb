import { useDeferredValue } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  ArrowLeftIcon,
  Badge,
  ButtonLink,
  Card,
  ClockIcon,
  Container,
  ErrorPanel,
  EyeIcon,
  Skeleton,
  Stack,
  SlowLoadingNotice,
} from '@claims/ui';
import type { GuideDetail } from '@claims/contracts';
import { guideNotFoundMessage } from '@claims/contracts/src/guide-rules';
import { isApiRequestError } from '@claims/web-kit';
import { paths } from '../../config/paths';
import { formatCountOf } from '../../lib/format';
import { isGuideId } from '../../lib/guide-id';
import { usePageTitle } from '../../lib/use-page-title';
import { useGuide } from '../../features/guides/api/get-guide';
import { GuideOwnerActions } from '../../features/guides/components/guide-owner-actions';
import { useRecordGuideView } from '../../features/guides/api/record-guide-view';
import { DifficultyBadge } from '../../features/guides/components/difficulty-badge';
import { categoryIllustrations, GuideImage } from '../../features/guides/components/guide-image';
import { GuideSteps } from '../../features/guides/components/guide-steps';
import { LikeButton } from '../../features/guides/components/like-button';
import { useBackToLibrary } from '../../lib/use-library-return';

const Page = styled.div`
  /* The footer starts below the first screen, so the guide arriving never moves it (no layout shift). */
  min-height: 100vh;
  padding: ${({ theme }) => theme.space(6)} 0 ${({ theme }) => theme.space(16)};
`;

const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  margin-bottom: ${({ theme }) => theme.space(5)};
  font-weight: 600;
  text-decoration: none;
`;

const Overview = styled.section`
  display: grid;
  /* One column no wider than the page, whatever the guide's text (long words wrap inside it). */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(6)};
  margin-bottom: ${({ theme }) => theme.space(8)};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 4fr);
    align-items: start;
  }
`;

const Cover = styled.div`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const Title = styled.h1`
  font-size: clamp(1.75rem, 3.5vw, 2.25rem);
  overflow-wrap: anywhere;
`;

const Facts = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Fact = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  min-width: 0;
`;

/** Text the author wrote (the time required): wraps anywhere rather than widening the page. */
const FactText = styled.span`
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Description = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Lists = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  margin-bottom: ${({ theme }) => theme.space(10)};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  ul {
    margin: 0;
    padding-left: 1.25rem;
  }
  li + li {
    margin-top: 0.35rem;
  }
  li {
    overflow-wrap: anywhere;
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

function ItemList({ title, items, emptyText }: { title: string; items: string[]; emptyText: string }) {
  const id = `${title.toLowerCase().replace(/\s+/g, '-')}-title`;
  return (
    <Card as="section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {items.length > 0 ? (
        <ul>
          {items.map((item, index) => (
            <li key={`${index}-${item}`}>{item}</li>
          ))}
        </ul>
      ) : (
        <Muted>{emptyText}</Muted>
      )}
    </Card>
  );
}

function GuideNotFound() {
  return (
    <Stack gap={4} align="flex-start">
      {/* The address answers 200 (the site's one page); search engines are told not to keep it. */}
      <meta name="robots" content="noindex" />
      <Title>{guideNotFoundMessage}</Title>
      <Muted>The guide may have been removed, or the link is incomplete.</Muted>
      <ButtonLink to={paths.library.href()}>Browse all guides</ButtonLink>
    </Stack>
  );
}

/**
 * The cover while the guide loads: a faded illustration in the picture's own box, painted with the first screen
 * (it is the page's largest paint, so the guide's picture replacing it later at the same size is not a new one).
 */
const LoadingCover = styled.img`
  display: block;
  width: 100%;
  aspect-ratio: 16 / 10;
  object-fit: contain;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  filter: grayscale(1);
  opacity: 0.4;
`;

function GuideDetailSkeleton() {
  return (
    <Overview aria-label="Loading guide">
      <Cover>
        <LoadingCover src={categoryIllustrations['Small Appliances']} alt="" />
      </Cover>
      <Stack gap={3}>
        <Skeleton width="30%" height="1.5rem" />
        <Skeleton width="90%" height="2.25rem" />
        <Skeleton height="1rem" />
        <Skeleton width="80%" height="1rem" />
      </Stack>
    </Overview>
  );
}

function GuideContent({ guide }: { guide: GuideDetail }) {
  return (
    <article aria-labelledby="guide-title">
      <Overview aria-label="Overview">
        <Cover>
          <GuideImage
            imageUrl={guide.imageUrl}
            category={guide.category}
            alt={guide.imageUrl ? guide.title : ''}
            ratio="16 / 10"
            guideId={guide.id}
          />
        </Cover>
        <div>
          <Facts>
            <Badge tone="brand">{guide.category}</Badge>
            <DifficultyBadge difficulty={guide.difficulty} />
            {guide.timeRequired && (
              <Fact>
                <ClockIcon />
                <FactText>{guide.timeRequired}</FactText>
              </Fact>
            )}
          </Facts>
          <Title id="guide-title" style={{ marginTop: '0.75rem' }}>
            {guide.title}
          </Title>
          <Description>{guide.description}</Description>
          <Facts>
            <Fact>
              <EyeIcon />
              {formatCountOf(guide.views, 'view')}
            </Fact>
            <LikeButton guide={guide} />
          </Facts>
          <GuideOwnerActions guide={guide} />
        </div>
      </Overview>

      <Lists>
        <ItemList title="Tools Needed" items={guide.toolsNeeded} emptyText="No special tools listed." />
        <ItemList title="Parts Needed" items={guide.partsNeeded} emptyText="No parts listed." />
      </Lists>

      <GuideSteps guideId={guide.id} steps={guide.steps} />
    </article>
  );
}

/** Back to the library as the visitor left it (search, category and place), or the whole library. */
function BackToLibrary() {
  return (
    <BackLink {...useBackToLibrary()}>
      <ArrowLeftIcon />
      All guides
    </BackLink>
  );
}

/**
 * The first screen of every guide before it has loaded, prerendered at build time for `/repair-guide/:id`
 * (`scripts/prerender-pages.tsx`): the live page shows the same while it asks for the guide.
 */
export function GuideDetailLoading() {
  return (
    <Page>
      <Container>
        <BackToLibrary />
        <SlowLoadingNotice waiting />
        <GuideDetailSkeleton />
      </Container>
    </Page>
  );
}

/** /repair-guide/:id: overview, tools, parts and numbered steps; 'Guide not found' for an unknown id. */
export function GuideDetailPage() {
  const { id = '' } = useParams();
  const wellFormed = isGuideId(id);
  // Rendered from a deferred copy of the query, so the arriving guide renders in short slices rather than one
  // uninterruptible task (see the library page).
  const guide = useDeferredValue(useGuide(id, wellFormed));
  // A view counts only for a guide that was found.
  useRecordGuideView(id, Boolean(guide.data));
  const notFound =
    !wellFormed || (guide.isError && isApiRequestError(guide.error) && guide.error.status === 404);

  // The shell titles the tab from this area's page list ("Repair Guide · Claim Assist"); a loaded guide names itself.
  usePageTitle(guide.data ? guide.data.title : notFound ? guideNotFoundMessage : undefined);

  return (
    <Page>
      <Container>
        <BackToLibrary />
        {notFound ? (
          <GuideNotFound />
        ) : guide.isPending ? (
          <>
            <SlowLoadingNotice waiting />
            <GuideDetailSkeleton />
          </>
        ) : guide.isError ? (
          <ErrorPanel
            title="We could not load this guide"
            message={guide.error.message}
            onRetry={() => void guide.refetch()}
            retrying={guide.isFetching}
            headingLevel={1}
          />
        ) : (
          <GuideContent guide={guide.data} />
        )}
      </Container>
    </Page>
  );
}
