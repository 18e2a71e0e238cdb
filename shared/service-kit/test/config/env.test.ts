import { z } from 'zod';
import { ServiceConfigError, envFlag, parseServiceEnv } from '../../src';

describe('parseServiceEnv', () => {
  it('applies the documented defaults', () => {
    const env = parseServiceEnv('demo', { MONGODB_URI: 'mongodb://127.0.0.1:27217' });
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      RATE_LIMIT_MAX: 300,
      RATE_LIMIT_WINDOW_MS: 60_000,
      CORS_ORIGINS: [],
    });
    expect(env.PORT).toBeUndefined();
    expect(env.DATA_DIR).toMatch(/\.data$/);
  });

  it('lists every bad or missing variable in one readable error', () => {
    let error: unknown;
    try {
      parseServiceEnv(
        'demo',
        {
          PORT: 'eighty',
          RATE_LIMIT_MAX: '0',
          CORS_ORIGINS: 'https://ok.example,nonsense',
          LOG_LEVEL: 'loud',
          FEATURE: 'maybe',
        },
        { FEATURE: envFlag },
      );
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ServiceConfigError);
    const message = (error as Error).message;
    expect(message).toContain('Invalid configuration for the demo service:');
    expect(message).toContain('MONGODB_URI: is required');
    expect(message).toContain('PORT: must be a number');
    expect(message).toContain('RATE_LIMIT_MAX: must be greater than 0');
    expect(message).toContain('CORS_ORIGINS.1: must be a comma-separated list of origins');
    expect(message).toContain('LOG_LEVEL: must be one of');
    expect(message).toContain("FEATURE: must be 'true' or 'false'");
    expect((error as ServiceConfigError).problems).toHaveLength(6);
  });

  it('parses a service’s own variables with the base ones', () => {
    const env = parseServiceEnv(
      'demo',
      { MONGODB_URI: 'mongodb://db:27017', FEATURE: 'true', LIMIT: '7', PORT: '' },
      { FEATURE: envFlag, LIMIT: z.coerce.number() },
    );
    expect(env.FEATURE).toBe(true);
    expect(env.LIMIT).toBe(7);
    expect(env.PORT).toBeUndefined();
  });
});
