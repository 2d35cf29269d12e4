import type { SimCardPayment } from './card-store.ts';

export type PageLang = 'fr' | 'en' | 'es';

export const pageLang = (value: unknown): PageLang => (value === 'en' || value === 'es' ? value : 'fr');

const TEXTS = {
  fr: {
    title: 'Paiement par carte',
    simulator: 'Processeur de cartes — simulateur',
    amount: 'Montant',
    number: 'Numéro de carte',
    expiry: 'Expiration (MM/AA)',
    cvc: 'CVC',
    name: 'Nom sur la carte',
    pay: 'Payer',
    cancel: 'Annuler et revenir au marchand',
    invalidNumber: "Ce numéro de carte n'est pas valide.",
    invalidExpiry: "La date d'expiration n'est pas valide.",
    invalidCvc: "Le code CVC n'est pas valide.",
    challengeTitle: 'Authentification 3-D Secure',
    challengeText: 'Votre banque vous demande de confirmer ce paiement.',
    approve: 'Confirmer le paiement',
    fail: "Échec de l'authentification",
    done: 'Ce paiement est terminé.',
    back: 'Revenir au marchand',
    testCards: 'Cartes de test',
    cards: [
      '4242 4242 4242 4242 : paiement accepté',
      '4000 0000 0000 3220 : authentification 3-D Secure',
      '4000 0000 0000 0002 : carte refusée',
      '4000 0000 0000 9995 : fonds insuffisants',
    ],
  },
  en: {
    title: 'Card payment',
    simulator: 'Card processor — simulator',
    amount: 'Amount',
    number: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvc: 'CVC',
    name: 'Name on card',
    pay: 'Pay',
    cancel: 'Cancel and go back to the merchant',
    invalidNumber: 'This card number is not valid.',
    invalidExpiry: 'The expiry date is not valid.',
    invalidCvc: 'The CVC is not valid.',
    challengeTitle: '3-D Secure authentication',
    challengeText: 'Your bank asks you to confirm this payment.',
    approve: 'Confirm the payment',
    fail: 'Fail authentication',
    done: 'This payment is finished.',
    back: 'Back to the merchant',
    testCards: 'Test cards',
    cards: [
      '4242 4242 4242 4242: payment accepted',
      '4000 0000 0000 3220: 3-D Secure authentication',
      '4000 0000 0000 0002: card declined',
      '4000 0000 0000 9995: insufficient funds',
    ],
  },
  es: {
    title: 'Pago con tarjeta',
    simulator: 'Procesador de tarjetas — simulador',
    amount: 'Importe',
    number: 'Número de tarjeta',
    expiry: 'Caducidad (MM/AA)',
    cvc: 'CVC',
    name: 'Nombre en la tarjeta',
    pay: 'Pagar',
    cancel: 'Cancelar y volver al comercio',
    invalidNumber: 'Este número de tarjeta no es válido.',
    invalidExpiry: 'La fecha de caducidad no es válida.',
    invalidCvc: 'El código CVC no es válido.',
    challengeTitle: 'Autenticación 3-D Secure',
    challengeText: 'Su banco le pide que confirme este pago.',
    approve: 'Confirmar el pago',
    fail: 'Fallo de autenticación',
    done: 'Este pago ha terminado.',
    back: 'Volver al comercio',
    testCards: 'Tarjetas de prueba',
    cards: [
      '4242 4242 4242 4242: pago aceptado',
      '4000 0000 0000 3220: autenticación 3-D Secure',
      '4000 0000 0000 0002: tarjeta rechazada',
      '4000 0000 0000 9995: fondos insuficientes',
    ],
  },
} as const;

const escapeHtml = (value: unknown) =>
  String(value ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function layout(lang: PageLang, title: string, content: string): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;background:#f1f3f7;margin:0;padding:16px;color:#112c56}
main{max-width:420px;margin:0 auto;background:#fff;border-radius:12px;padding:20px;box-shadow:0 1px 4px #0002}
h1{font-size:1.2rem;margin:0 0 8px}.amount{font-size:1.6rem;font-weight:700;margin:8px 0 16px}
label{display:block;margin:10px 0 4px;font-weight:600}
input{width:100%;padding:10px;font-size:1rem;box-sizing:border-box;border:1px solid #8895a7;border-radius:6px}
.row{display:flex;gap:8px}.row>div{flex:1}
button{width:100%;padding:12px;font-size:1rem;border-radius:8px;border:0;cursor:pointer;margin-top:14px}
.pay{background:#112c56;color:#fff}.secondary{background:#e6e9ef;color:#112c56}.danger{background:#b00020;color:#fff}
.error{color:#b00020;font-weight:600}.muted{color:#5b6779;font-size:.85rem}
details{margin-top:16px;font-size:.85rem}
</style>
</head>
<body><main>
<p class="muted">${escapeHtml(TEXTS[lang].simulator)}</p>
${content}
</main></body></html>`;
}

const amountLine = (payment: SimCardPayment, lang: PageLang) =>
  `<p class="amount">${escapeHtml(TEXTS[lang].amount)} : ${escapeHtml(
    new Intl.NumberFormat(lang === 'en' ? 'en-GB' : lang === 'es' ? 'es-ES' : 'fr-FR').format(
      Number(payment.amount),
    ),
  )} F CFA</p>`;

/** The hosted card form. */
export function renderCardForm(
  payment: SimCardPayment,
  lang: PageLang,
  base: string,
  error?: string,
): string {
  const t = TEXTS[lang];
  const cards = t.cards.map((c) => `<li><code>${escapeHtml(c)}</code></li>`).join('');
  return layout(
    lang,
    t.title,
    `<h1>${escapeHtml(t.title)}</h1>
${payment.description ? `<p>${escapeHtml(payment.description)}</p>` : ''}
${amountLine(payment, lang)}
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(`${base}/card/pay/${payment.id}`)}">
<input type="hidden" name="lang" value="${lang}">
<label for="number">${escapeHtml(t.number)}</label>
<input id="number" name="number" inputmode="numeric" autocomplete="cc-number" required>
<div class="row"><div><label for="exp">${escapeHtml(t.expiry)}</label>
<input id="exp" name="exp" autocomplete="cc-exp" placeholder="12/34" required></div>
<div><label for="cvc">${escapeHtml(t.cvc)}</label>
<input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required></div></div>
<label for="name">${escapeHtml(t.name)}</label>
<input id="name" name="name" autocomplete="cc-name">
<button class="pay" type="submit">${escapeHtml(t.pay)}</button>
</form>
<form method="post" action="${escapeHtml(`${base}/card/pay/${payment.id}/cancel`)}">
<input type="hidden" name="lang" value="${lang}">
<button class="secondary" type="submit">${escapeHtml(t.cancel)}</button>
</form>
<details><summary>${escapeHtml(t.testCards)}</summary><ul>${cards}</ul></details>`,
  );
}

/** The 3-D Secure challenge of the card ending 3220. */
export function renderChallenge(payment: SimCardPayment, lang: PageLang, base: string): string {
  const t = TEXTS[lang];
  const action = escapeHtml(`${base}/card/pay/${payment.id}/3ds`);
  return layout(
    lang,
    t.challengeTitle,
    `<h1>${escapeHtml(t.challengeTitle)}</h1>
<p>${escapeHtml(t.challengeText)}</p>
${amountLine(payment, lang)}
<form method="post" action="${action}"><input type="hidden" name="lang" value="${lang}">
<input type="hidden" name="decision" value="approve">
<button class="pay" type="submit">${escapeHtml(t.approve)}</button></form>
<form method="post" action="${action}"><input type="hidden" name="lang" value="${lang}">
<input type="hidden" name="decision" value="fail">
<button class="danger" type="submit">${escapeHtml(t.fail)}</button></form>`,
  );
}

export function renderDone(lang: PageLang, returnTo: string): string {
  const t = TEXTS[lang];
  return layout(
    lang,
    t.title,
    `<h1>${escapeHtml(t.done)}</h1><p><a href="${escapeHtml(returnTo)}">${escapeHtml(t.back)}</a></p>`,
  );
}

export function renderUnknown(lang: PageLang): string {
  return layout(lang, TEXTS[lang].title, '<h1>404</h1>');
}

export const cardErrors = (lang: PageLang) => TEXTS[lang];
