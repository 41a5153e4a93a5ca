import { describe, expect, it, vi } from 'vitest';

// config.ts validates the core settings of the live environment at import.
vi.hoisted(() => {
  process.env.AWS_REGION ??= 'us-east-1';
});

const { ConfigError, configSchemas, parseCore, parseEnv, parseRateLimits, parseUserPool } = await import('./config.js');

describe('config', () => {
  it('names a missing core variable', () => {
    expect(() => parseCore({})).toThrow(ConfigError);
    expect(() => parseCore({})).toThrow(/AWS_REGION is not set/);
  });

  it('reads optional emulator endpoints, treating empty values as unset', () => {
    const core = parseCore({ AWS_REGION: 'eu-west-1', DYNAMODB_ENDPOINT: 'http://127.0.0.1:3010', S3_ENDPOINT: '' });
    expect(core).toEqual({
      region: 'eu-west-1',
      endpoints: { dynamodb: 'http://127.0.0.1:3010', cognito: undefined, ses: undefined, sqs: undefined, s3: undefined },
    });
  });

  it('refuses an endpoint that is not a URL, naming it', () => {
    expect(() => parseCore({ AWS_REGION: 'x', SES_ENDPOINT: 'localhost 3014' })).toThrow(/SES_ENDPOINT must be a URL/);
  });

  it('derives the Cognito issuer and JWKS from region and pool id unless given', () => {
    expect(parseUserPool({ USER_POOL_ID: 'eu-west-1_abc', USER_POOL_CLIENT_ID: 'c1' }, 'eu-west-1')).toEqual({
      userPoolId: 'eu-west-1_abc',
      clientId: 'c1',
      issuer: 'https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_abc',
      jwksUri: 'https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_abc/.well-known/jwks.json',
    });
    const local = parseUserPool(
      {
        USER_POOL_ID: 'local_x',
        USER_POOL_CLIENT_ID: 'c1',
        JWT_ISSUER: 'http://127.0.0.1:3013/local_x',
        JWKS_URI: 'http://127.0.0.1:3013/local_x/.well-known/jwks.json',
      },
      'us-east-1',
    );
    expect(local.issuer).toBe('http://127.0.0.1:3013/local_x');
    expect(local.jwksUri).toBe('http://127.0.0.1:3013/local_x/.well-known/jwks.json');
  });

  it('lists every missing variable of a group', () => {
    expect(() => parseUserPool({}, 'us-east-1')).toThrow(/\(userPool\): USER_POOL_ID is not set; USER_POOL_CLIENT_ID is not set/);
    expect(() => parseEnv('mail', configSchemas.mail, { MAIL_FROM: 'a@b.co', APP_URL: 'nope' })).toThrow(/APP_URL must be a URL/);
  });

  it('makes the session cookie Secure unless told otherwise', () => {
    expect(parseEnv('cookie', configSchemas.cookie, {}).COOKIE_SECURE).toBe(true);
    expect(parseEnv('cookie', configSchemas.cookie, { COOKIE_SECURE: 'false' }).COOKIE_SECURE).toBe(false);
    expect(() => parseEnv('cookie', configSchemas.cookie, { COOKIE_SECURE: 'yes' })).toThrow(/COOKIE_SECURE must be 'true' or 'false'/);
  });

  it('reads the addresses exempt from per-IP rate limits (none unless set)', () => {
    expect([...parseRateLimits({}).exemptIps]).toEqual([]);
    expect([...parseRateLimits({ RATE_LIMIT_EXEMPT_IPS: ' 127.0.0.1, ::1 ,' }).exemptIps]).toEqual(['127.0.0.1', '::1']);
  });
});
