import { z } from 'zod';

/**
 * Control characters (Unicode category Cc: U+0000–U+001F, U+007F, U+0080–U+009F), and the direction overrides and
 * isolates (U+202A–U+202E, U+2066–U+2069). A NUL or an escape in a name or a description breaks emails, logs, CSV
 * exports and terminals while showing nothing on screen; an override shows the text after it backwards, so
 * "evil.exe" can read as something else in an admin's list. No keyboard produces them: text a person typed never
 * needs them (the right-to-left and left-to-right marks, U+200E and U+200F, stay allowed).
 */
const anyControl = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;
/** The same, except line feed, carriage return and tab: the line breaks and tabs of multi-line text. */
const controlOtherThanLineBreaks = /(?![\n\r\t])[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;

export type TextRuleOptions = {
  /** Multi-line text (a description, a note): line breaks and tabs are allowed. */
  multiline?: boolean;
};

/** Whether `text` holds a control character (other than line breaks and tabs when `multiline`). */
export function hasControlCharacters(text: string, options: TextRuleOptions = {}): boolean {
  return (options.multiline ? controlOtherThanLineBreaks : anyControl).test(text);
}

/** The field message: `Device type must not contain control characters`. */
export const controlCharactersMessage = (label: string) => `${label} must not contain control characters`;

/**
 * The rule for any text a person types, as a zod check:
 * `z.string().trim().max(80).check(noControlCharacters('Device type'))`, or with `{ multiline: true }` for
 * text where line breaks and tabs belong. The message names the field, so a form shows it under that field.
 */
export function noControlCharacters(label: string, options: TextRuleOptions = {}) {
  return z.refine<string>((text) => !hasControlCharacters(text, options), controlCharactersMessage(label));
}

/** Something to read: a character that is neither white space nor an invisible format character (zero-width space). */
const visibleCharacter = /[^\s\p{Cf}]/u;

/**
 * The rule for required text, beside `.min(1)` (which counts a zero-width space as text):
 * `.check(visibleText('Issue description is required'))`.
 */
export function visibleText(message: string) {
  return z.refine<string>((text) => text === '' || visibleCharacter.test(text), message);
}
