import { z } from 'zod';
import { envEmailAddress, envMailbox } from '../../src/config/env-email';

const shape = z.object({
  TEAM: envEmailAddress('team@example.com'),
  FROM: envMailbox('Claim Assist <hello@example.com>'),
});

describe('email address variables', () => {
  it('take an address, and a sender with a name', () => {
    expect(shape.parse({})).toEqual({ TEAM: 'team@example.com', FROM: 'Claim Assist <hello@example.com>' });
    expect(shape.parse({ TEAM: ' leads@claims.example ', FROM: 'noreply@claims.example' })).toEqual({
      TEAM: 'leads@claims.example',
      FROM: 'noreply@claims.example',
    });
  });

  it.each([
    [{ TEAM: 'notanemail' }, 'TEAM', 'must be an email address, like team@example.com'],
    [{ TEAM: 'Team <team@example.com>' }, 'TEAM', 'must be an email address, like team@example.com'],
    [
      { FROM: 'Claim Assist' },
      'FROM',
      'must be an email address, or a name and an address like "Claim Assist <hello@example.com>"',
    ],
    [
      { FROM: 'Claim Assist <hello>' },
      'FROM',
      'must be an email address, or a name and an address like "Claim Assist <hello@example.com>"',
    ],
  ])('refuse %j with a reason', (env, name, message) => {
    const result = shape.safeParse(env);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      [name, message],
    ]);
  });
});
