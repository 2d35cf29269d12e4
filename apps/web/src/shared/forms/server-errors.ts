import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError, NETWORK_ERROR } from '../api/api-error.ts';

/** The sentence to show for a failed call: the server's localized message, or ours. */
export function errorMessage(error: unknown, t: TFunction): string {
  if (isApiError(error)) {
    if (error.code === NETWORK_ERROR) return t('common.networkError');
    if (error.message) return error.message;
  }
  return t('common.unknownError');
}

/** Puts the server's field errors (`details`) under the matching inputs. Returns true when any matched. */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly string[],
  setError: UseFormSetError<T>,
): boolean {
  if (!isApiError(error) || !error.details) return false;
  let matched = false;
  for (const detail of error.details) {
    const field = detail.path.replace(/^body\./, '');
    if (fields.includes(field)) {
      setError(field as Path<T>, { type: 'server', message: detail.message });
      matched = true;
    }
  }
  return matched;
}

/** A wait in seconds, readable: `45 s`, `15 min`. */
export function formatWait(seconds: number): string {
  return seconds >= 60 ? `${Math.ceil(seconds / 60)} min` : `${Math.max(1, Math.ceil(seconds))} s`;
}
