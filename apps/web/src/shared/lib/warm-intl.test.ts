import { LOCALE_TAGS } from '@platform/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmIntl } from './warm-intl.ts';

describe('warmIntl', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('makes a number format, a date format and plural rules in every language the app formats in', () => {
    const made: string[] = [];
    vi.stubGlobal('Intl', {
      NumberFormat: class extends Intl.NumberFormat {
        constructor(tag: string, options?: Intl.NumberFormatOptions) {
          super(tag, options);
          made.push(`number ${tag}`);
        }
      },
      DateTimeFormat: class extends Intl.DateTimeFormat {
        constructor(tag: string, options?: Intl.DateTimeFormatOptions) {
          super(tag, options);
          made.push(`date ${tag}`);
        }
      },
      PluralRules: class extends Intl.PluralRules {
        constructor(tag: string) {
          super(tag);
          made.push(`plural ${tag}`);
        }
      },
    });
    warmIntl();
    expect(made).toEqual(
      Object.values(LOCALE_TAGS).flatMap((tag) => [
        `number ${tag}`,
        `number ${tag}`,
        `date ${tag}`,
        `plural ${tag}`,
      ]),
    );
  });
});
