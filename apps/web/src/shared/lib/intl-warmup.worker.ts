/** The worker intl-warmup.ts starts: loads the ICU data off the main thread, then ends. */
import { warmIntl } from './warm-intl.ts';

warmIntl();
self.close();
