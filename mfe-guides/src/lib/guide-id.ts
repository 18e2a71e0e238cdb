/** A guide id is 24 hexadecimal digits; anything else in the address names no guide (no request needed). */
export function isGuideId(id: string): boolean {
  return /^[0-9a-f]{24}$/i.test(id);
}
