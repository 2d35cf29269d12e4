import { hash } from 'node:crypto';

/** Our namespace for operator ids derived from our references (a fixed random UUID). */
export const REFERENCE_NAMESPACE = '5f0c8e3a-6b7d-4c1e-9a2f-3d4b5c6e7f80';

function namespaceBytes(namespace: string): Buffer {
  const ns = Buffer.from(namespace.replace(/-/g, ''), 'hex');
  if (ns.length !== 16) throw new Error('namespace must be a UUID');
  return ns;
}

/** Read once: the namespace of every reference. */
const REFERENCE_NAMESPACE_BYTES = namespaceBytes(REFERENCE_NAMESPACE);

/**
 * A name-based UUID (version 5, RFC 9562 §5.5): SHA-1 of the namespace bytes then the name,
 * first 16 bytes, version and variant bits set. The same name always gives the same id, so
 * a retried creation reuses the operator's id and can never create a second operation.
 */
export function deriveUuid(name: string, namespace: string = REFERENCE_NAMESPACE): string {
  const ns = namespace === REFERENCE_NAMESPACE ? REFERENCE_NAMESPACE_BYTES : namespaceBytes(namespace);
  // One-shot SHA-1 (no Hash object): every collection and status query of MTN derives one.
  const bytes = hash('sha1', Buffer.concat([ns, Buffer.from(name, 'utf8')]), 'buffer').subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
