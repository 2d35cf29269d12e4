/** What the examples are filled with: the site's address, the shop's public id and the mode's key prefix. */
export type ExampleContext = { origin: string; shopId: string; sandbox: boolean };

const keyPlaceholder = (sandbox: boolean) => (sandbox ? 'fp_test_…' : 'fp_live_…');

/** A test number of the simulator (MTN Bénin) with the given ending. */
export const testNumber = (ending: string) => `01970000${ending}`;

export type Example = { curl: string; node: string };

/** Collect: `POST /api/transactions/public/requesttopay/{operator}` with an idempotency key. */
export function collectExample({ origin, shopId, sandbox }: ExampleContext): Example {
  const key = keyPlaceholder(sandbox);
  return {
    curl: `curl -X POST ${origin}/api/transactions/public/requesttopay/mtn \\
  -H "Authorization: Bearer ${key}" \\
  -H "Content-Type: application/json" \\
  -H "Idempotency-Key: order-1001" \\
  -d '{"shop":"${shopId}","amount":5000,"phoneNumber":"${testNumber('00')}"}'`,
    node: `const response = await fetch('${origin}/api/transactions/public/requesttopay/mtn', {
  method: 'POST',
  headers: {
    Authorization: \`Bearer \${process.env.API_KEY}\`, // ${key}
    'Content-Type': 'application/json',
    'Idempotency-Key': 'order-1001',
  },
  body: JSON.stringify({ shop: '${shopId}', amount: 5000, phoneNumber: '${testNumber('00')}' }),
});
const { reference, status } = await response.json(); // status: PENDING, SUCCESSFUL or FAILED`,
  };
}

/** Status: `GET /api/transactions/public/single/status/{reference}`. */
export function statusExample({ origin, sandbox }: ExampleContext): Example {
  const key = keyPlaceholder(sandbox);
  return {
    curl: `curl ${origin}/api/transactions/public/single/status/<reference> \\
  -H "Authorization: Bearer ${key}"`,
    node: `const response = await fetch(
  \`${origin}/api/transactions/public/single/status/\${reference}\`,
  { headers: { Authorization: \`Bearer \${process.env.API_KEY}\` } },
);
const transaction = await response.json(); // { reference, status, amount, fees, ... }`,
  };
}

/** Payout: `POST /api/payouts/public/transfer/global`, from an allowed server IP, with an idempotency key. */
export function payoutExample({ origin, shopId, sandbox }: ExampleContext): Example {
  const key = keyPlaceholder(sandbox);
  return {
    curl: `curl -X POST ${origin}/api/payouts/public/transfer/global \\
  -H "Authorization: Bearer ${key}" \\
  -H "Content-Type: application/json" \\
  -H "Idempotency-Key: salary-2026-11-0042" \\
  -d '{"shop":"${shopId}","amount":25000,"network":"mtn","phoneNumber":"${testNumber('00')}","motif":"Salaire novembre"}'

curl ${origin}/api/payouts/status/public/<reference> \\
  -H "Authorization: Bearer ${key}"`,
    node: `const response = await fetch('${origin}/api/payouts/public/transfer/global', {
  method: 'POST',
  headers: {
    Authorization: \`Bearer \${process.env.API_KEY}\`, // ${key}
    'Content-Type': 'application/json',
    'Idempotency-Key': 'salary-2026-11-0042', // one per payout: a retry never pays twice
  },
  body: JSON.stringify({
    shop: '${shopId}',
    amount: 25000,
    network: 'mtn',
    phoneNumber: '${testNumber('00')}',
    motif: 'Salaire novembre',
  }),
});
const { reference, status, fee } = await response.json(); // status: PENDING, then a webhook

const check = await fetch(\`${origin}/api/payouts/status/public/\${reference}\`, {
  headers: { Authorization: \`Bearer \${process.env.API_KEY}\` },
});
console.log(await check.json()); // { reference, status, amount, fees, reason, ... }`,
  };
}

/** Webhook verification with the Standard Webhooks library (raw body, the three webhook-* headers). */
export function verifyExample(): Example {
  return {
    curl: `npm install standardwebhooks`,
    node: `import express from 'express';
import { Webhook } from 'standardwebhooks';

const webhook = new Webhook(process.env.WEBHOOK_SECRET); // whsec_…
const app = express();

app.post('/webhooks', express.raw({ type: 'application/json' }), (req, res) => {
  let event;
  try {
    // Checks webhook-id, webhook-timestamp and webhook-signature against the raw body.
    event = webhook.verify(req.body.toString('utf8'), req.headers);
  } catch {
    return res.status(400).end();
  }
  // The same webhook-id may arrive more than once (retries, resends): process it once.
  res.status(200).end();
});`,
  };
}

/** Endings of the simulator's test numbers, in order; the catalogs say what each does. */
export const TEST_ENDINGS = ['00', '01', '02', '03', '04', '05', '06', '07', '08'] as const;
export type TestEnding = (typeof TEST_ENDINGS)[number];
