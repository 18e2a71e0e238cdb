import { caseLimits, casePhotoTypes } from '@claims/contracts/src/case-rules';

/** Why a picked file cannot be attached to a case, or null when it can (the server checks again). */
export function photoProblem(file: { name: string; type: string; size: number }): string | null {
  if (!(casePhotoTypes as readonly string[]).includes(file.type))
    return `${file.name}: photos must be JPEG, PNG or WebP`;
  if (file.size > caseLimits.photoBytesMax) return `${file.name}: each photo must be 8 MB or smaller`;
  return null;
}
