import { describe, expect, it } from 'vitest';
import { httpsMissing, webhookFormSchema } from './webhook-form-schema.ts';

describe('webhook endpoint form', () => {
  it('requires https in live only', () => {
    expect(httpsMissing('http://example.com/hook', false)).toBe(true);
    expect(httpsMissing('https://example.com/hook', false)).toBe(false);
    expect(httpsMissing('http://127.0.0.1:8080/hook', true)).toBe(false);
  });

  it('takes no event as every event, and refuses unknown events', () => {
    const parsed = webhookFormSchema.parse({ url: 'https://example.com/h', enabled: true });
    expect(parsed.events).toEqual([]);
    expect(
      webhookFormSchema.safeParse({ url: 'https://example.com/h', enabled: true, events: ['user.deleted'] })
        .success,
    ).toBe(false);
    expect(webhookFormSchema.safeParse({ url: 'ftp://example.com', enabled: true }).success).toBe(false);
  });
});
