import { notifications } from '@mantine/notifications';

type Tone = 'success' | 'error' | 'info';
const COLORS: Record<Tone, string> = { success: 'green', error: 'red', info: 'navy' };

/**
 * A toast (bottom-right, 6000 ms: the providers hold those settings). One at a time, the newest
 * wins: a toast still shown is closed rather than making the new one wait in the queue.
 */
export function notify(tone: Tone, message: string, options: { loading?: boolean } = {}): void {
  notifications.clean();
  notifications.show({
    color: COLORS[tone],
    message,
    loading: options.loading ?? false,
    autoClose: options.loading ? false : 6000,
  });
}

const FLASH_KEY = 'flash_notice';

/**
 * Spec: after a shop change the page reloads. The success toast is kept in sessionStorage and
 * shown once the page is back, or the reload would swallow it.
 */
export function reloadWithNotice(
  tone: Tone,
  message: string,
  reload: () => void = () => window.location.reload(),
) {
  try {
    sessionStorage.setItem(FLASH_KEY, JSON.stringify({ tone, message }));
  } catch {
    // no storage: the toast is lost, the reload still happens
  }
  reload();
}

/** Shows the toast left by `reloadWithNotice`, once. */
export function showPendingNotice(): void {
  try {
    const raw = sessionStorage.getItem(FLASH_KEY);
    if (!raw) return;
    sessionStorage.removeItem(FLASH_KEY);
    const { tone, message } = JSON.parse(raw) as { tone: Tone; message: string };
    if (typeof message === 'string' && tone in COLORS) notify(tone, message);
  } catch {
    // a broken value is dropped
  }
}
