import { useState } from 'react';
import styled from 'styled-components';
import { uploadedGuideImageId, type GuideCategory } from '@claims/contracts/src/guide-rules';
import { uploadedImageSources } from '../../../lib/uploaded-image-sources';
import refrigerators from '../assets/illustrations/refrigerators.svg';
import washers from '../assets/illustrations/washers.svg';
import dryers from '../assets/illustrations/dryers.svg';
import dishwashers from '../assets/illustrations/dishwashers.svg';
import ovens from '../assets/illustrations/ovens.svg';
import hvac from '../assets/illustrations/hvac.svg';
import smallAppliances from '../assets/illustrations/small-appliances.svg';

/** Shipped with the remote, so a guide without a picture never depends on another host. */
export const categoryIllustrations: Record<GuideCategory, string> = {
  Refrigerators: refrigerators,
  Washers: washers,
  Dryers: dryers,
  Dishwashers: dishwashers,
  Ovens: ovens,
  HVAC: hvac,
  'Small Appliances': smallAppliances,
};

/**
 * Six looks of each category's illustration (three colourings, each also mirrored), picked from the
 * guide's id, so the guides of one category do not all show the same picture.
 */
const illustrationVariants = [
  '',
  'transform: scaleX(-1);',
  'filter: hue-rotate(150deg) saturate(0.9);',
  'filter: hue-rotate(150deg) saturate(0.9); transform: scaleX(-1);',
  'filter: hue-rotate(270deg) saturate(0.8);',
  'filter: hue-rotate(270deg) saturate(0.8); transform: scaleX(-1);',
] as const;

function stringHash(text: string): number {
  let hash = 0;
  for (let i = 0; i < text.length; i++) hash = (hash * 31 + text.charCodeAt(i)) >>> 0;
  return hash;
}

/**
 * The address of a picture the service fetches from another site, named by the picture's own URL as well (`v`): the
 * service's answer is cached for a day, so a guide edited to show another picture, or whose steps were reordered,
 * must ask at a new address, or browsers keep showing the picture the old address had.
 */
export const externalImagePath = (path: string, sourceUrl: string) =>
  `${path}?v=${stringHash(sourceUrl).toString(36)}`;

/** A cover on another site is shown through the service (from this site), so the page's image policy stays `'self'`. */
export const coverImagePath = (guideId: string, sourceUrl: string) =>
  externalImagePath(`/api/guides/${encodeURIComponent(guideId)}/cover-image`, sourceUrl);

/** A stable variant number for a guide id (the same guide always looks the same). */
export function illustrationVariant(seed: string): number {
  return stringHash(seed) % illustrationVariants.length;
}

const Img = styled.img<{ $ratio: string; $variant?: number }>`
  display: block;
  width: 100%;
  aspect-ratio: ${({ $ratio }) => $ratio};
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  ${({ $variant }) => ($variant === undefined ? '' : illustrationVariants[$variant])}
`;

export type GuideImageProps = {
  imageUrl: string | null;
  category: GuideCategory;
  /** Empty when the picture only decorates text that says the same. */
  alt: string;
  ratio?: string;
  className?: string;
  /** The guide's id: its cover is fetched through the service, and it picks one of the illustration's looks. */
  guideId: string;
};

/** The guide's own picture, or its category's illustration when it has none or it fails to load. */
export function GuideImage({
  imageUrl,
  category,
  alt,
  ratio = '16 / 10',
  className,
  guideId,
}: GuideImageProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const useOwn = imageUrl && imageUrl !== failedUrl;
  return (
    <Img
      src={useOwn ? coverImagePath(guideId, imageUrl) : categoryIllustrations[category]}
      {...(useOwn && uploadedGuideImageId(imageUrl) ? uploadedImageSources(imageUrl) : {})}
      alt={alt}
      $ratio={ratio}
      $variant={useOwn ? undefined : illustrationVariant(guideId)}
      data-variant={useOwn ? undefined : illustrationVariant(guideId)}
      className={className}
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => {
        if (useOwn) setFailedUrl(imageUrl);
      }}
      data-illustration={useOwn ? undefined : category}
    />
  );
}
