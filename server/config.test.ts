import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { developmentAid, isLoopbackHost, readConfig, startWarnings } from './config';
import { DEFAULT_RATE_LIMITS, scaledPerIpLimits } from './security/settings';
import { demoAccountsEnabled } from './db/seed/accounts';
import { devMailboxEnabled } from './mail/dev-mailbox';

describe('where the server listens', () => {
  it('counts localhost, 127.0.0.0/8 and ::1 as this machine only', () => {
    for (const host of ['localhost', 'LOCALHOST', 'portal.localhost', '127.0.0.1', '127.1.2.3']) {
      expect(isLoopbackHost(host), host).toBe(true);
    }
    for (const host of ['::1', '[::1]', '::ffff:127.0.0.1']) {
      expect(isLoopbackHost(host), host).toBe(true);
    }
  });

  it('counts every other address and name as reachable from elsewhere', () => {
    for (const host of ['0.0.0.0', '::', '192.168.1.10', '10.0.0.1', 'portal.example.com']) {
      expect(isLoopbackHost(host), host).toBe(false);
    }
    expect(isLoopbackHost('localhost.example.com')).toBe(false);
    expect(isLoopbackHost('128.0.0.1')).toBe(false);
  });
});

describe('development mailbox and demo accounts', () => {
  const both = (env: NodeJS.ProcessEnv) => [devMailboxEnabled(env), demoAccountsEnabled(env)];

  it('are on while the server listens on loopback, as `npm start` does on a laptop', () => {
    expect(both({})).toEqual([true, true]);
    expect(both({ HOST: '127.0.0.1' })).toEqual([true, true]);
    expect(both({ HOST: '::1' })).toEqual([true, true]);
    expect(both({ HOST: 'localhost', NODE_ENV: 'development' })).toEqual([true, true]);
  });

  it('are off when other machines can reach the server', () => {
    expect(both({ HOST: '0.0.0.0' })).toEqual([false, false]);
    expect(both({ HOST: '::' })).toEqual([false, false]);
    expect(both({ HOST: '192.168.1.10' })).toEqual([false, false]);
    // A reverse proxy on the same machine passes other machines' requests on.
    expect(both({ HOST: '127.0.0.1', TRUST_PROXY: '127.0.0.1' })).toEqual([false, false]);
  });

  it('are on elsewhere only when a setting asks for them, each on its own', () => {
    expect(both({ HOST: '0.0.0.0', DEV_MAILBOX: 'on' })).toEqual([true, false]);
    expect(both({ HOST: '0.0.0.0', DEMO_ACCOUNTS: '1' })).toEqual([false, true]);
    expect(both({ HOST: '0.0.0.0', DEV_MAILBOX: 'true', DEMO_ACCOUNTS: 'yes' })).toEqual([
      true,
      true,
    ]);
  });

  it('can be turned off on loopback', () => {
    expect(both({ DEV_MAILBOX: 'off' })).toEqual([false, true]);
    expect(both({ DEMO_ACCOUNTS: '0' })).toEqual([true, false]);
  });

  it('are always off with NODE_ENV=production, whatever the settings and the address', () => {
    expect(both({ NODE_ENV: 'production' })).toEqual([false, false]);
    expect(
      both({ NODE_ENV: 'production', HOST: '127.0.0.1', DEV_MAILBOX: 'on', DEMO_ACCOUNTS: 'on' }),
    ).toEqual([false, false]);
  });

  it('refuses a setting it does not understand rather than guessing', () => {
    expect(() => developmentAid({ DEV_MAILBOX: 'maybe' }, 'DEV_MAILBOX')).toThrow(
      /DEV_MAILBOX must be "on" or "off"/,
    );
    expect(() => readConfig({ DEMO_ACCOUNTS: 'sometimes' })).toThrow(/DEMO_ACCOUNTS/);
  });
});

describe('numbers in the settings', () => {
  it('take the defaults when unset, and the value when given', () => {
    expect(readConfig({})).toMatchObject({ databasePoolSize: 10, perIpLimitsScale: 1 });
    expect(readConfig({ DATABASE_POOL_SIZE: '4', PER_IP_LIMITS_SCALE: '50' })).toMatchObject({
      databasePoolSize: 4,
      perIpLimitsScale: 50,
    });
  });

  it('refuse what is not a whole number in range, naming the setting', () => {
    for (const value of ['0', '-3', '2.5', 'lots', '1e3', '20000']) {
      expect(() => readConfig({ PER_IP_LIMITS_SCALE: value })).toThrow(
        /PER_IP_LIMITS_SCALE must be a whole number from 1 to 10000/,
      );
    }
    expect(() => readConfig({ DATABASE_POOL_SIZE: '1001' })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it('take a session token of 32 to 64 random bytes, 32 unless given', () => {
    expect(readConfig({}).sessionTokenBytes).toBe(32);
    expect(readConfig({ SESSION_TOKEN_BYTES: '48' }).sessionTokenBytes).toBe(48);
    for (const value of ['16', '65', '40.5']) {
      expect(() => readConfig({ SESSION_TOKEN_BYTES: value })).toThrow(
        /SESSION_TOKEN_BYTES must be a whole number from 32 to 64/,
      );
    }
  });
});

describe('per-IP limits scaled for a shared address', () => {
  it('multiplies every per-IP limit and leaves the per-user one and the windows as they are', () => {
    const scaled = scaledPerIpLimits(100);
    expect(scaled.loginPerIp).toEqual({ max: 10_000, windowSeconds: 900 });
    expect(scaled.registerPerIp.max).toBe(DEFAULT_RATE_LIMITS.registerPerIp.max * 100);
    expect(scaled.sendCodePerIp.max).toBe(DEFAULT_RATE_LIMITS.sendCodePerIp.max * 100);
    expect(scaled.wrongPasswordsPerUser).toEqual(DEFAULT_RATE_LIMITS.wrongPasswordsPerUser);
    expect(scaledPerIpLimits(1)).toEqual(DEFAULT_RATE_LIMITS);
  });
});

describe('warnings at start', () => {
  it('says nothing on a laptop', () => {
    expect(startWarnings({})).toEqual([]);
    expect(startWarnings({ HOST: '0.0.0.0' })).toEqual([]);
  });

  it('warns when an aid is on while other machines can reach the server', () => {
    const env = { HOST: '0.0.0.0', DEV_MAILBOX: 'on', DEMO_ACCOUNTS: 'on' };
    const warnings = startWarnings(env);
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(/^Warning: DEV_MAILBOX=on while the server listens on 0\.0\.0\.0/);
    expect(warnings[0]).toMatch(/every e-mailed code/);
    expect(warnings[1]).toMatch(/^Warning: DEMO_ACCOUNTS=on .* published password/);
    expect(startWarnings({ TRUST_PROXY: '127.0.0.1', DEV_MAILBOX: 'on' })).toEqual([
      expect.stringMatching(/^Warning: DEV_MAILBOX=on while the server is behind a proxy/),
    ]);
  });

  it('says that a setting is ignored in production', () => {
    const env = { NODE_ENV: 'production', DEV_MAILBOX: 'on' };
    expect(startWarnings(env)).toEqual([
      'Note: DEV_MAILBOX=on is ignored with NODE_ENV=production.',
    ]);
  });
});

describe('operations settings', () => {
  it('migrate at start, render the public pages, drain for no time and serve no metrics unless asked', () => {
    const config = readConfig({});
    expect(config.migrate).toBe(true);
    expect(config.pagesRoot).toBe(resolve('dist-ssr'));
    expect(readConfig({ RENDER_PAGES: 'off' }).pagesRoot).toBeUndefined();
    expect(readConfig({ SSR_ROOT: '/srv/portal/ssr' }).pagesRoot).toBe('/srv/portal/ssr');
    expect(config.drainSeconds).toBe(0);
    expect(config.metrics).toEqual({ port: undefined, host: 'localhost', token: undefined });
  });

  it('take MIGRATE=off, DRAIN_SECONDS, and the metrics on a port of their own on HOST', () => {
    const config = readConfig({
      HOST: '0.0.0.0',
      MIGRATE: 'off',
      DRAIN_SECONDS: '10',
      METRICS_PORT: '9464',
    });
    expect(config.migrate).toBe(false);
    expect(config.drainSeconds).toBe(10);
    expect(config.metrics).toEqual({ port: 9464, host: '0.0.0.0', token: undefined });
    expect(readConfig({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' }).metrics.host).toBe(
      '10.0.0.5',
    );
  });

  it('refuse a short metrics token, a drain past five minutes and a MIGRATE word it does not know', () => {
    expect(() => readConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN .* 16/);
    expect(readConfig({ METRICS_TOKEN: 'a-long-enough-token-0123' }).metrics.token).toBe(
      'a-long-enough-token-0123',
    );
    expect(() => readConfig({ DRAIN_SECONDS: '301' })).toThrow(/DRAIN_SECONDS/);
    expect(() => readConfig({ METRICS_PORT: 'ninety' })).toThrow(/METRICS_PORT/);
    expect(() => readConfig({ MIGRATE: 'later' })).toThrow(/MIGRATE/);
  });

  it('read an empty WEB_ROOT or DATA_DIR as unset, as an environment file leaves them', () => {
    const config = readConfig({ WEB_ROOT: '', DATA_DIR: '' });
    expect(config.webRoot).toBe(readConfig({}).webRoot);
    expect(config.dataDir).toBe(readConfig({}).dataDir);
  });
});
