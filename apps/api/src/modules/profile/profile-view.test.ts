import { describe, expect, it } from 'vitest';
import { describeDevice } from './profile-view.ts';

describe('describeDevice', () => {
  it('names the browser and the system', () => {
    expect(
      describeDevice(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
      ),
    ).toBe('Chrome · Windows');
    expect(
      describeDevice('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Version/17.0 Safari/604.1'),
    ).toBe('Safari · iOS');
  });
  it('keeps unknown agents short and shows a dash without one', () => {
    expect(describeDevice('curl/8.0')).toBe('curl/8.0');
    expect(describeDevice(null)).toBe('—');
  });
});
