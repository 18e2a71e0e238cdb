import { useState } from 'react';
import styled from 'styled-components';
import type { GuideCategory } from '@claims/contracts';
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

const Img = styled.img<{ $ratio: string }>`
  display: block;
  width: 100%;
  aspect-ratio: ${({ $ratio }) => $ratio};
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

export type GuideImageProps = {
  imageUrl: string | null;
  category: GuideCategory;
  /** Empty when the picture only decorates text that says the same. */
  alt: string;
  ratio?: string;
  className?: string;
};

/** The guide's own picture, or its category's illustration when it has none or it fails to load. */
export function GuideImage({ imageUrl, category, alt, ratio = '16 / 10', className }: GuideImageProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const useOwn = imageUrl && imageUrl !== failedUrl;
  return (
    <Img
      src={useOwn ? imageUrl : categoryIllustrations[category]}
      alt={alt}
      $ratio={ratio}
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
