import { guideImageLimits, guideImageSrc } from '@claims/contracts/src/guide-rules';

/**
 * `src`, `srcSet` and `sizes` of a picture uploaded to the site (`/api/guides/images/<id>`): the service keeps it
 * 400, 800 and 1600 px wide, and the browser picks the one its layout and screen need.
 */
export function uploadedImageSources(path: string | null) {
  const address = path ?? '';
  return {
    src: guideImageSrc(address, 800),
    srcSet: guideImageLimits.widths.map((width) => `${guideImageSrc(address, width)} ${width}w`).join(', '),
    sizes: '(min-width: 1024px) 50vw, 100vw',
  };
}
