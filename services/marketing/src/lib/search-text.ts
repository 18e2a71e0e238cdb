import { accentInsensitiveSource, choiceLabel, type FieldDescriptor } from '@claims/contracts';

/** Every field's value and readable label, lower-cased: what the admin search box matches against. */
export function searchTextFor(
  fields: Record<string, unknown>,
  descriptors: readonly FieldDescriptor[],
): string {
  const parts: string[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null || value === '') continue;
    const values = Array.isArray(value) ? value : [value];
    const descriptor = descriptors.find((d) => d.name === name);
    for (const item of values) {
      parts.push(String(item));
      if (descriptor?.choices) parts.push(choiceLabel(descriptor.choices, item));
    }
  }
  return parts.join(' \u2022 ').toLowerCase();
}

/**
 * A literal, case-insensitive "contains" pattern for user-typed search text. A search that looks like a phone number
 * (digits with phone punctuation, at least four digits) matches those digits however the number was written:
 * "8175550101" finds "(817) 555-0101" and the other way round.
 */
export function containsPattern(text: string): RegExp {
  const digits = text.replace(/\D/g, '');
  if (/^[\d\s().+-]+$/.test(text) && digits.length >= 4)
    return new RegExp(digits.split('').join('[^\\d]{0,3}'));
  // The words whatever their accents: "muller" finds "Müller".
  return new RegExp(accentInsensitiveSource(text));
}
