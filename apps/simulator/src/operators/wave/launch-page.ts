import type { SimTransaction } from '../../engine/types.ts';
import { OTHER_ENDINGS, OUTCOMES } from '../../outcomes.ts';
import { BUSINESS_NAME } from './serialize.ts';

const escapeHtml = (value: unknown) =>
  String(value ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function layout(title: string, content: string, refreshSeconds?: number): string {
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${refreshSeconds ? `<meta http-equiv="refresh" content="${refreshSeconds}">` : ''}
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;background:#1dc8ff;margin:0;padding:24px;color:#102a43}
main{max-width:420px;margin:0 auto;background:#fff;border-radius:16px;padding:24px}
h1{font-size:1.2rem}.amount{font-size:2rem;font-weight:700}
input{width:100%;padding:10px;font-size:1rem;box-sizing:border-box;margin:8px 0}
button{padding:10px 16px;font-size:1rem;border-radius:8px;border:0;cursor:pointer;margin-right:8px}
.pay{background:#1b2b7a;color:#fff}.cancel{background:#eee}.error{color:#b00020}
details{margin-top:16px;font-size:.85rem}
</style>
</head>
<body><main>
<p><strong>Wave</strong> — simulateur / simulator</p>
${content}
</main></body></html>`;
}

function outcomeHelp(): string {
  const rows = OUTCOMES.map((o) => `<li><code>…${o.ending}</code> ${escapeHtml(o.description.fr)}</li>`).join(
    '',
  );
  return `<details><summary>Numéros de test / test numbers</summary><ul>${rows}<li>${escapeHtml(
    OTHER_ENDINGS.description.fr,
  )}</li></ul></details>`;
}

/** The page a customer sees at wave_launch_url. */
export function renderLaunchPage(txn: SimTransaction, error?: string): string {
  const amount = `<p class="amount">${escapeHtml(txn.amount.toString())} F CFA</p>`;
  const header = `<h1>${escapeHtml(BUSINESS_NAME)}</h1>${amount}`;
  if (txn.status === 'SUCCESSFUL') {
    return layout(
      'Paiement réussi',
      `${header}<p>Paiement réussi. / Payment succeeded.</p><p><a href="${escapeHtml(txn.data.successUrl)}">Retour au marchand / Back to the merchant</a></p>`,
    );
  }
  if (txn.status === 'FAILED') {
    return layout(
      'Paiement échoué',
      `${header}<p class="error">Paiement non effectué (${escapeHtml(txn.reason)}). / Payment not made.</p><p><a href="${escapeHtml(txn.data.errorUrl)}">Retour au marchand / Back to the merchant</a></p>`,
    );
  }
  if (txn.awaiting !== 'checkout') {
    return layout(
      'Paiement en cours',
      `${header}<p>Paiement en cours de validation par ${escapeHtml(txn.msisdn)}… / Payment being approved…</p>`,
      2,
    );
  }
  const restricted = txn.data.restrictPayerMobile ? String(txn.data.restrictPayerMobile) : '';
  return layout(
    'Payer avec Wave',
    `${header}
${error ? `<p class="error">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(txn.reference)}/pay">
<label for="mobile">Numéro Wave / Wave number</label>
<input id="mobile" name="mobile" inputmode="tel" required value="${escapeHtml(restricted)}" placeholder="+221 77 000 00 00">
<button class="pay" type="submit">Payer / Pay</button>
<button class="cancel" type="submit" formaction="${escapeHtml(txn.reference)}/cancel" formnovalidate>Annuler / Cancel</button>
</form>
${outcomeHelp()}`,
  );
}

export function renderUnknownSession(): string {
  return layout(
    'Session inconnue',
    '<p class="error">Session de paiement introuvable. / Unknown checkout session.</p>',
  );
}

export function renderUnavailable(txn: SimTransaction): string {
  return renderLaunchPage(
    txn,
    'Wave est momentanément indisponible (503), réessayez. / Wave is unavailable, retry.',
  );
}
