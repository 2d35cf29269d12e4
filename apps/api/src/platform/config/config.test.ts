import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('rate limits by default', () => {
  it("accept operators' callbacks as fast as the merchant API accepts collections", () => {
    const { rateLimits } = loadConfig({ NODE_ENV: 'test' });
    expect(rateLimits.operatorCallbacks).toBeGreaterThanOrEqual(rateLimits.apiKey);
  });

  it('are read from the environment when set', () => {
    const { rateLimits } = loadConfig({ NODE_ENV: 'test', RATE_LIMIT_CALLBACKS_MAX: '3' });
    expect(rateLimits.operatorCallbacks).toBe(3);
  });
});
