import { z } from 'zod';
import { hasControlCharacters, noControlCharacters } from '../src/text-rules';
import { caseNoteBodySchema, caseTransitionBodySchema, createCaseBodySchema } from '../src/cases';
import { signUpBodySchema } from '../src/auth';
import { bookingContactSchema, technicianContactSchema } from '../src/booking';
import { demoRequestSchema } from '../src/marketing';
import { createGuideBodySchema } from '../src/guides';

const fieldErrors = (result: { success: boolean; error?: z.ZodError }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('hasControlCharacters', () => {
  it.each([
    ['\u0000', 'NUL'],
    ['Washer\u001b[31m', 'an escape sequence'],
    ['Dryer\u0007', 'BEL'],
    ['\u007f', 'DEL'],
    ['Fridge\u0085', 'a C1 control (NEL)'],
    ['two\nlines', 'a line feed in one-line text'],
    ['tab\there', 'a tab in one-line text'],
    ['\u202eexe.txt', 'a right-to-left override'],
    ['name\u2066hidden\u2069', 'a direction isolate'],
  ])('finds %j (%s) in one-line text', (text) => {
    expect(hasControlCharacters(text)).toBe(true);
  });

  it('allows line feeds, carriage returns and tabs in multi-line text, and nothing else', () => {
    expect(hasControlCharacters('First line\r\nsecond line\n\tindented', { multiline: true })).toBe(false);
    expect(hasControlCharacters('Line\n\u0000', { multiline: true })).toBe(true);
    expect(hasControlCharacters('\u000b vertical tab', { multiline: true })).toBe(true);
    expect(hasControlCharacters('Line\n\u202dreversed', { multiline: true })).toBe(true);
  });

  it('allows ordinary text in any language, symbols and emoji', () => {
    expect(hasControlCharacters('Kühlschrank – 冷蔵庫 №5 ½" 🧊')).toBe(false);
    // Right-to-left text, with the marks its typists use, is not a control.
    expect(hasControlCharacters('الثلاجة\u200f (fridge)\u200e')).toBe(false);
  });
});

describe('noControlCharacters as a zod check', () => {
  it('names the field in its message', () => {
    const schema = z.object({ name: z.string().check(noControlCharacters('Name')) });
    expect(fieldErrors(schema.safeParse({ name: 'A\u0000B' }))).toEqual({
      name: 'Name must not contain control characters',
    });
    expect(schema.safeParse({ name: 'Ada' }).success).toBe(true);
  });
});

describe('case text fields refuse control characters', () => {
  const valid = { deviceType: 'Washer', issueDescription: 'Drum does not spin.' };

  it('refuses a device type that is a single NUL character', () => {
    expect(fieldErrors(createCaseBodySchema.safeParse({ ...valid, deviceType: '\u0000' }))).toEqual({
      deviceType: 'Device type must not contain control characters',
    });
  });

  it('refuses control characters in the model and serial numbers', () => {
    expect(
      fieldErrors(
        createCaseBodySchema.safeParse({ ...valid, modelNumber: 'WTW\u00005000', serialNumber: 'C9\u001b' }),
      ),
    ).toEqual({
      modelNumber: 'Model number must not contain control characters',
      serialNumber: 'Serial number must not contain control characters',
    });
  });

  it('keeps line breaks and tabs in the issue description and refuses other controls there', () => {
    const multiLine = 'Drum does not spin.\r\nClicking noise:\tloud.';
    expect(createCaseBodySchema.parse({ ...valid, issueDescription: multiLine }).issueDescription).toBe(
      multiLine,
    );
    expect(
      fieldErrors(createCaseBodySchema.safeParse({ ...valid, issueDescription: 'Stops\u0000' })),
    ).toEqual({
      issueDescription: 'Issue description must not contain control characters',
    });
  });

  it('refuses a device type or an issue that is only invisible characters, and a direction override', () => {
    expect(
      fieldErrors(
        createCaseBodySchema.safeParse({ deviceType: '\u200b\u2060', issueDescription: ' \u200b\ufeff ' }),
      ),
    ).toEqual({ deviceType: 'Device type is required', issueDescription: 'Issue description is required' });
    expect(
      fieldErrors(
        createCaseBodySchema.safeParse({ deviceType: '\u202eevil\u200b', issueDescription: 'Leaking' }),
      ),
    ).toEqual({ deviceType: 'Device type must not contain control characters' });
    expect(
      createCaseBodySchema.safeParse({ deviceType: 'Washer\u200d', issueDescription: 'Leaking 👩‍🔧' }).success,
    ).toBe(true);
  });

  it('applies the same rule to notes, with line breaks allowed', () => {
    expect(caseNoteBodySchema.parse({ note: 'Called the customer.\nNo answer.' }).note).toBe(
      'Called the customer.\nNo answer.',
    );
    expect(fieldErrors(caseNoteBodySchema.safeParse({ note: 'ok\u0007' }))).toEqual({
      note: 'Note must not contain control characters',
    });
    expect(fieldErrors(caseTransitionBodySchema.safeParse({ status: 'in_call', note: '\u0000' }))).toEqual({
      note: 'Note must not contain control characters',
    });
  });
});

describe('every typed name and text refuses control characters and invisible-only text', () => {
  const override = 'Ann\u202egpj.exe';
  const invisible = '\u200b\u200b';

  it('refuses them in a full name at sign-up, and keeps a name in any script', () => {
    const signUp = (fullName: string) =>
      fieldErrors(
        signUpBodySchema.safeParse({ fullName, email: 'ann@example.com', password: 'Qa-pass-9911' }),
      );
    expect(signUp(invisible)).toEqual({ fullName: 'Full name is required' });
    expect(signUp(override)).toEqual({ fullName: 'Full name must not contain control characters' });
    expect(signUp('Eve\u0007\u001b[2J')).toEqual({
      fullName: 'Full name must not contain control characters',
    });
    expect(signUp('Zoë Đặng-Иванова 李')).toEqual({});
  });

  it('refuses a note of invisible characters, on its own and with a status change', () => {
    expect(fieldErrors(caseNoteBodySchema.safeParse({ note: invisible }))).toEqual({
      note: 'Note is required',
    });
    expect(fieldErrors(caseTransitionBodySchema.safeParse({ status: 'in_call', note: invisible }))).toEqual({
      note: 'Write the note in words, or leave it empty',
    });
    expect(caseTransitionBodySchema.parse({ status: 'in_call', note: '  ' }).note).toBe('');
  });

  it('refuses them in a booking contact and the issue, line breaks allowed in the issue', () => {
    const contact = { name: 'Ana Ruiz', phone: '8175550101', email: 'ana@example.com', address: '3 Oak St' };
    expect(fieldErrors(bookingContactSchema.safeParse({ ...contact, name: invisible }))).toEqual({
      name: 'Name is required',
    });
    expect(fieldErrors(bookingContactSchema.safeParse({ ...contact, address: `3 Oak\u202e St` }))).toEqual({
      address: 'Address must not contain control characters',
    });
    expect(
      fieldErrors(technicianContactSchema.safeParse({ ...contact, issueDescription: 'Leaks\nbadly\u0000' })),
    ).toEqual({ issueDescription: 'Issue description must not contain control characters' });
    expect(
      technicianContactSchema.parse({ ...contact, issueDescription: 'Leaks\nbadly' }).issueDescription,
    ).toBe('Leaks\nbadly');
  });

  it('refuses them in a demo request, comments keeping their line breaks', () => {
    const demo = {
      name: 'Ana Ruiz',
      email: 'ana@example.com',
      company: 'Acme',
      role: 'Owner',
      userType: demoRequestSchema.shape.userType.options[0],
    };
    expect(fieldErrors(demoRequestSchema.safeParse({ ...demo, name: invisible }))).toEqual({
      name: 'Full Name is required',
    });
    expect(fieldErrors(demoRequestSchema.safeParse({ ...demo, company: override }))).toEqual({
      company: 'Company must not contain control characters',
    });
    expect(demoRequestSchema.parse({ ...demo, message: 'Hello\nthere' }).message).toBe('Hello\nthere');
    expect(fieldErrors(demoRequestSchema.safeParse({ ...demo, message: 'Hi\u0007' }))).toEqual({
      message: 'Message must not contain control characters',
    });
  });

  it('refuses them in a guide title and description', () => {
    const guide = { title: 'Fix a dryer', description: 'Steps', category: 'Dryers', difficulty: 'Easy' };
    expect(fieldErrors(createGuideBodySchema.safeParse({ ...guide, title: invisible }))).toMatchObject({
      title: 'Title is required',
    });
    expect(
      fieldErrors(createGuideBodySchema.safeParse({ ...guide, description: `x${override}` })),
    ).toMatchObject({
      description: 'Description must not contain control characters',
    });
  });
});
