import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export type Received = {
  id: string;
  type: string;
  reference: string | null;
  verified: boolean;
  answered: number;
};

function headerRecord(headers: IncomingHttpHeaders): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(headers)) {
    if (typeof value === 'string') out[key] = value;
    else if (Array.isArray(value)) out[key] = value.join(', ');
  }
  return out;
}

/**
 * A merchant's webhook receiver on 127.0.0.1 (random port): verifies every request with the
 * Standard Webhooks library, answers 200, or 500 while told to fail, and keeps what it got.
 */
export class WebhookReceiver {
  readonly received: Received[] = [];
  /** Set once the endpoint exists (its signing secret is shown at creation). */
  secret: string | null = null;
  failing = false;
  private server: Server | null = null;

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const headers = headerRecord(req.headers);
        let payload = null as { event?: string; reference?: string } | null;
        let verified = false;
        try {
          if (!this.secret) throw new Error('no secret yet');
          payload = new Webhook(this.secret).verify(body, headers) as typeof payload;
          verified = true;
        } catch {
          verified = false;
        }
        const answered = !verified ? 401 : this.failing ? 500 : 200;
        this.received.push({
          id: headers['webhook-id'] ?? '',
          type: payload?.event ?? '',
          reference: payload?.reference ?? null,
          verified,
          answered,
        });
        res.writeHead(answered, { 'content-type': 'application/json' });
        res.end(answered === 200 ? '{"received":true}' : `{"error":"status ${answered}"}`);
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}/webhooks`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** Requests received for one transaction reference. */
  about(reference: string): Received[] {
    return this.received.filter((r) => r.reference === reference);
  }
}
