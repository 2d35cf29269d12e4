import { useCallback, useEffect, useRef, useState } from 'react';

export type InactivityOptions = {
  /** Time without a mouse move or key press before the warning (spec: 600000 ms). */
  timeoutMs: number;
  /** Length of the warning's countdown (spec: 10 s). */
  countdownSeconds: number;
  /** Called when the countdown reaches zero. */
  onExpire: () => void;
  enabled?: boolean;
};

const ACTIVITY_EVENTS = ['mousemove', 'keydown'] as const;

/**
 * Watches for inactivity. Returns the seconds left of the warning's countdown (null while no
 * warning shows) and `stay`, which closes the warning and starts watching again. Activity during
 * the warning does not cancel it: only an explicit choice does.
 */
export function useInactivity({ timeoutMs, countdownSeconds, onExpire, enabled = true }: InactivityOptions) {
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const warning = secondsLeft !== null;
  const expireRef = useRef(onExpire);
  expireRef.current = onExpire;

  useEffect(() => {
    if (!enabled || warning) return;
    let timer = setTimeout(() => setSecondsLeft(countdownSeconds), timeoutMs);
    const onActivity = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setSecondsLeft(countdownSeconds), timeoutMs);
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true });
    return () => {
      clearTimeout(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity);
    };
  }, [enabled, warning, timeoutMs, countdownSeconds]);

  useEffect(() => {
    if (secondsLeft === null) return;
    if (secondsLeft <= 0) {
      setSecondsLeft(null);
      expireRef.current();
      return;
    }
    const tick = setTimeout(() => setSecondsLeft((s) => (s === null ? null : s - 1)), 1000);
    return () => clearTimeout(tick);
  }, [secondsLeft]);

  // Closing the warning re-runs the watching effect (it depends on `warning`).
  const stay = useCallback(() => setSecondsLeft(null), []);

  return { secondsLeft, stay };
}
