import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ClockIcon, EyeIcon, HeartIcon, Skeleton, VisuallyHidden } from '@claims/ui';
import type { GuideSummary } from '@claims/contracts';
import { paths } from '../../../config/paths';
import { formatCount, formatCountOf } from '../../../lib/format';
import { useReturnPath } from '../../../lib/use-return-path';
import { libraryReturnState } from '../../../lib/use-library-return';
import { DifficultyBadge } from './difficulty-badge';
import { GuideImage } from './guide-image';

const Article = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  transition:
    box-shadow 0.15s ease,
    transform 0.15s ease;
  &:hover,
  &:focus-within {
    box-shadow: ${({ theme }) => theme.shadows.md};
    transform: translateY(-2px);
  }
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Inline = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.3rem;
  min-width: 0;
  max-width: 100%;
`;

/**
 * The time on one line: beside the difficulty when it fits, else on a line of its own, cut with an ellipsis when
 * longer than the card (the full text is its tooltip, and screen readers read it whole).
 */
const TimeText = styled.span`
  min-width: 0;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1.3;
  a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  /* The title link covers the whole card, so the card is one target with one accessible name. */
  a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  /* Keyboard focus rings the whole card (the link's overlay), not just the title text. */
  a:focus-visible {
    outline: none;
  }
  a:focus-visible::after {
    /* Inside the card's edge: the card clips what lies outside it. */
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
    border-radius: ${({ theme }) => theme.radii.lg};
  }
  overflow-wrap: anywhere;
  /* At most three lines, so one long title does not make its whole row of cards tall (the link's name, and the
     tooltip, keep it whole). The link's overlay is placed on the card, outside this clip. */
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
  overflow-wrap: anywhere;
`;

const Footer = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(4)};
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Longer titles may be cut to three lines on a card: the whole title is the link's tooltip. */
const titleShownWhole = 60;

/** A guide in the library grid: picture, difficulty, time, title, description, views and likes. */
export function GuideCard({ guide }: { guide: GuideSummary }) {
  // The guide's "All guides" link comes back to this library address, with its search and category.
  const libraryHref = useReturnPath();
  const views = formatCountOf(guide.views, 'view');
  const likes = formatCountOf(guide.likes, 'like');
  return (
    <Article aria-labelledby={`guide-${guide.id}-title`}>
      <GuideImage imageUrl={guide.imageUrl} category={guide.category} alt="" guideId={guide.id} />
      <Body>
        <Meta>
          <DifficultyBadge difficulty={guide.difficulty} />
          {guide.timeRequired && (
            <Inline title={guide.timeRequired}>
              <ClockIcon />
              <TimeText>{guide.timeRequired}</TimeText>
            </Inline>
          )}
        </Meta>
        <Title id={`guide-${guide.id}-title`}>
          <Link
            to={paths.guide.href(guide.id)}
            state={libraryReturnState(libraryHref)}
            title={guide.title.length > titleShownWhole ? guide.title : undefined}
          >
            {guide.title}
          </Link>
        </Title>
        <Description>{guide.description}</Description>
        <Footer>
          <Inline title={views}>
            <EyeIcon />
            <span aria-hidden="true">{formatCount(guide.views)}</span>
            <VisuallyHidden>{views}</VisuallyHidden>
          </Inline>
          <Inline title={likes}>
            <HeartIcon />
            <span aria-hidden="true">{formatCount(guide.likes)}</span>
            <VisuallyHidden>{likes}</VisuallyHidden>
          </Inline>
        </Footer>
      </Body>
    </Article>
  );
}

const ImageSkeleton = styled(Skeleton)`
  aspect-ratio: 16 / 10;
`;

/** Placeholder card while guides load. */
export function GuideCardSkeleton() {
  return (
    <Article aria-hidden="true">
      <ImageSkeleton height="auto" radius="0" />
      <Body>
        <Skeleton width="40%" height="1.25rem" />
        <Skeleton width="90%" height="1.25rem" />
        <Skeleton height="0.875rem" />
        <Skeleton width="75%" height="0.875rem" />
      </Body>
    </Article>
  );
}
