import { describe, expect, it } from 'vitest';
import {
  ALIAS_WEBHOOKS,
  developerPaths,
  LIVE_WEBHOOKS,
  SANDBOX_WEBHOOKS,
  webhookPaths,
} from './webhook-paths.ts';

describe('webhook page paths', () => {
  it('stays in the family the user came through', () => {
    expect(webhookPaths(false, '/developers/webhook')).toBe(LIVE_WEBHOOKS);
    expect(webhookPaths(false, '/en/webhook/view/whk_1')).toBe(ALIAS_WEBHOOKS);
    expect(webhookPaths(false, '/webhook')).toBe(ALIAS_WEBHOOKS);
    expect(webhookPaths(false, '/webhooks-elsewhere')).toBe(LIVE_WEBHOOKS);
    expect(webhookPaths(true, '/sandbox/developers/webHooks')).toBe(SANDBOX_WEBHOOKS);
  });

  it('builds the spec paths of each family', () => {
    expect(LIVE_WEBHOOKS.add).toBe('/developers/webhook/add');
    expect(LIVE_WEBHOOKS.edit('whk_1')).toBe('/developers/webhook/update/whk_1');
    expect(ALIAS_WEBHOOKS.add).toBe('/webhook/new');
    expect(ALIAS_WEBHOOKS.view('whk_1')).toBe('/webhook/view/whk_1');
    expect(SANDBOX_WEBHOOKS.view('a/b')).toBe('/sandbox/developers/webHooks/view/a%2Fb');
    expect(developerPaths(true).api).toBe('/sandbox/developers/api');
    expect(developerPaths(false).links).toBe('/developers/importantLinks');
  });
});
