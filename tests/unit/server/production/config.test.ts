import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../../server/config';

describe('production settings of the configuration', () => {
  it('logs every request in production or with LOG_REQUESTS=1, warnings and failures otherwise; LOG_LEVEL wins', () => {
    expect(loadConfig({}).logLevel).toBe('warn');
    expect(loadConfig({ NODE_ENV: 'production' }).logLevel).toBe('info');
    expect(loadConfig({ LOG_REQUESTS: '1' }).logLevel).toBe('info');
    expect(loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'Error' }).logLevel).toBe('error');
    expect(() => loadConfig({ LOG_LEVEL: 'verbose' })).toThrow(/LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent/);
  });

  it('waits 10 s for in-flight requests on shutdown unless SHUTDOWN_TIMEOUT_MS says otherwise', () => {
    expect(loadConfig({}).shutdownTimeoutMs).toBe(10_000);
    expect(loadConfig({ SHUTDOWN_TIMEOUT_MS: '25000' }).shutdownTimeoutMs).toBe(25_000);
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_MS: 'soon' })).toThrow(/SHUTDOWN_TIMEOUT_MS/);
  });

  it('keeps the development pages without NODE_ENV; production turns them and the test clock off', () => {
    expect(loadConfig({})).toMatchObject({ devPages: true, testClock: false });
    expect(loadConfig({ NODE_ENV: 'production', TEST_CLOCK: '1' })).toMatchObject({ devPages: false, testClock: false });
  });
});
