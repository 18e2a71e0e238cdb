import { z } from 'zod';

/**
 * Control characters (Unicode category Cc: U+0000–U+001F, U+007F, U+0080–U+009F). A NUL or an escape in a name
 * or a description breaks emails, logs, CSV exports and terminals while showing nothing on screen, and no
 * keyboard produces one: text a person typed never needs them.
 */
const anyControl = /\p{Cc}/u;
/** The same, except line feed, carriage return and tab: the line breaks and tabs of multi-line text. */
const controlOtherThanLineBreaks = /(?![\n\r\t])\p{Cc}/u;

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
