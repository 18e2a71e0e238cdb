import { signInBodySchema, signUpBodySchema } from '../src/auth';

const passwordMessages = (schema: typeof signUpBodySchema | typeof signInBodySchema, password: string) =>
  (schema.safeParse({ fullName: 'Dana Cruz', email: 'dana@example.com', password }).error?.issues ?? [])
    .filter((issue) => issue.path.join('.') === 'password')
    .map((issue) => issue.message);

describe('the sign-up password', () => {
  it('is required when empty, as on Sign In, with no second message about its length', () => {
    expect(passwordMessages(signUpBodySchema, '')).toEqual(['Password is required']);
    expect(passwordMessages(signInBodySchema, '')).toEqual(['Password is required']);
  });

  it('is too short from 1 to 5 characters and accepted from 6', () => {
    expect(passwordMessages(signUpBodySchema, 'a')).toEqual(['Password must be at least 6 characters']);
    expect(passwordMessages(signUpBodySchema, 'abc12')).toEqual(['Password must be at least 6 characters']);
    expect(passwordMessages(signUpBodySchema, 'abc123')).toEqual([]);
    // Spaces are characters, but not alone: one message each time, the length first.
    expect(passwordMessages(signUpBodySchema, '   ')).toEqual(['Password must be at least 6 characters']);
    expect(passwordMessages(signUpBodySchema, '      ')).toEqual(['Password cannot be only spaces']);
    expect(passwordMessages(signUpBodySchema, 'two words')).toEqual([]);
    expect(passwordMessages(signUpBodySchema, '  ab  ')).toEqual([
      'Password must be at least 6 characters, not counting spaces at the start or end',
    ]);
    expect(passwordMessages(signUpBodySchema, ' k7#qzv ')).toEqual([]);
  });
});
