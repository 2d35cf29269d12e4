import { Buffer } from 'node:buffer';

export const DEMO_PASSWORD = 'Demo1234!';

/** A tiny but real PNG (1×1 pixel), as an identity document would be. */
export const PNG_FILE = {
  name: 'piece-identite.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
};

export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.com`;
}
