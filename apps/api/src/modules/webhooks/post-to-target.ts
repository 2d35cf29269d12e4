import type { LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { pinnedLookup } from './target-guard.ts';

/** The most of a merchant server's answer kept in the attempt log (shown to that merchant only). */
export const RESPONSE_BODY_LIMIT = 1024;

export class DeliveryTimeoutError extends Error {
  override name = 'TimeoutError';
}

/**
 * POSTs a webhook to a target the guard checked, connecting to the addresses it checked (no
 * second DNS resolution), following no redirect, reading at most RESPONSE_BODY_LIMIT bytes of
 * the answer and giving up after `timeoutMs`.
 */
export function postToTarget(
  url: string,
  addresses: LookupAddress[],
  init: { headers: Record<string, string>; body: string; timeoutMs: number },
): Promise<{ statusCode: number; body: string }> {
  const target = new URL(url);
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      target,
      {
        method: 'POST',
        headers: { ...init.headers, 'content-length': String(Buffer.byteLength(init.body)) },
        lookup: pinnedLookup(addresses),
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        let more = false;
        const done = () => {
          const text = Buffer.concat(chunks).subarray(0, RESPONSE_BODY_LIMIT).toString('utf8');
          resolve({ statusCode: response.statusCode ?? 0, body: more ? `${text}…` : text });
        };
        response.on('data', (chunk: Buffer) => {
          if (size + chunk.length > RESPONSE_BODY_LIMIT) more = true;
          if (size < RESPONSE_BODY_LIMIT) chunks.push(chunk);
          size += chunk.length;
          // Enough read: the rest of a large answer is never downloaded.
          if (more) response.destroy();
        });
        response.on('end', done);
        response.on('close', done);
        response.on('error', done);
      },
    );
    const timer = setTimeout(() => request.destroy(new DeliveryTimeoutError()), init.timeoutMs);
    request.on('error', reject);
    request.on('close', () => clearTimeout(timer));
    request.end(init.body);
  });
}
