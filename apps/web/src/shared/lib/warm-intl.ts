import { LOCALE_TAGS } from '@platform/domain';

/**
 * Makes one of each Intl object the app's screens use, in every language: the first Intl object a
 * renderer makes loads the ICU data (35–190 ms on the bench machine), which all its threads share.
 * Run in a worker at start (intl-warmup.ts), it leaves the main thread's first amount, date and plural
 * text nothing to load.
 */
export function warmIntl(): void {
  for (const tag of Object.values(LOCALE_TAGS)) {
    new Intl.NumberFormat(tag, { maximumFractionDigits: 0, useGrouping: 'always' }).format(1234);
    new Intl.NumberFormat(tag, { maximumSignificantDigits: 2 }).format(1234);
    new Intl.DateTimeFormat(tag, { dateStyle: 'short', timeStyle: 'short', hourCycle: 'h23' }).format(0);
    new Intl.PluralRules(tag).select(2);
  }
}
