/**
 * The test-number table: the last two digits of a valid local number choose what the
 * simulated operator does. Exported as data so the web sandbox pages can show it.
 */
export const OUTCOME_CODES = ['00', '01', '02', '03', '04', '05', '06', '07', '08'] as const;
export type OutcomeCode = (typeof OUTCOME_CODES)[number];

export type OutcomeKey =
  | 'success'
  | 'insufficient_funds'
  | 'operator_error'
  | 'timeout'
  | 'invalid_number'
  | 'pending_then_success'
  | 'pending_then_refused'
  | 'callback_lost'
  | 'callback_twice';

export interface LocalizedText {
  readonly fr: string;
  readonly en: string;
  readonly es: string;
}

export interface OutcomeInfo {
  /** The last two digits of the local number. */
  readonly ending: OutcomeCode;
  readonly key: OutcomeKey;
  /** Final status of a collection from such a number (PENDING: waits for the control plane). */
  readonly collectionStatus: 'SUCCESSFUL' | 'FAILED';
  /** Final status of a payout to such a number. */
  readonly payoutStatus: 'SUCCESSFUL' | 'FAILED';
  readonly description: LocalizedText;
}

export const OUTCOMES: readonly OutcomeInfo[] = [
  {
    ending: '00',
    key: 'success',
    collectionStatus: 'SUCCESSFUL',
    payoutStatus: 'SUCCESSFUL',
    description: {
      fr: 'Succès immédiat, un rappel (callback) envoyé.',
      en: 'Immediate success, one callback sent.',
      es: 'Éxito inmediato, se envía una notificación (callback).',
    },
  },
  {
    ending: '01',
    key: 'insufficient_funds',
    collectionStatus: 'FAILED',
    payoutStatus: 'FAILED',
    description: {
      fr: 'Solde insuffisant : le portefeuille du client est vide (pour un retrait : le compte marchand chez l’opérateur est insuffisant).',
      en: 'Insufficient funds: the customer wallet is empty (for a payout: the merchant account at the operator is short).',
      es: 'Fondos insuficientes: el monedero del cliente está vacío (en un pago saliente: la cuenta del comercio en el operador no alcanza).',
    },
  },
  {
    ending: '02',
    key: 'operator_error',
    collectionStatus: 'FAILED',
    payoutStatus: 'FAILED',
    description: {
      fr: 'Erreur opérateur : la requête reçoit un 503 ; l’interrogation du statut donne ensuite FAILED, sans callback.',
      en: 'Operator error: the request gets a 503; querying the status then says FAILED, no callback.',
      es: 'Error del operador: la solicitud recibe un 503; la consulta de estado da luego FAILED, sin callback.',
    },
  },
  {
    ending: '03',
    key: 'timeout',
    collectionStatus: 'SUCCESSFUL',
    payoutStatus: 'SUCCESSFUL',
    description: {
      fr: 'Délai dépassé : la requête reste sans réponse au-delà du délai du client (30 s par défaut), puis l’opération réussit ; seul le statut le dit.',
      en: 'Timeout: the request hangs past the client’s timeout (30 s by default), then the operation succeeds; only the status query tells.',
      es: 'Tiempo agotado: la solicitud queda sin respuesta más allá del plazo del cliente (30 s por defecto) y luego la operación tiene éxito; solo la consulta de estado lo indica.',
    },
  },
  {
    ending: '04',
    key: 'invalid_number',
    collectionStatus: 'FAILED',
    payoutStatus: 'FAILED',
    description: {
      fr: 'Numéro invalide : aucun compte mobile money à ce numéro.',
      en: 'Invalid number: no mobile-money account at this number.',
      es: 'Número inválido: no hay cuenta de dinero móvil con este número.',
    },
  },
  {
    ending: '05',
    key: 'pending_then_success',
    collectionStatus: 'SUCCESSFUL',
    payoutStatus: 'SUCCESSFUL',
    description: {
      fr: 'En attente puis succès après un délai (5 s simulées).',
      en: 'Pending, then success after a delay (5 simulated seconds).',
      es: 'Pendiente y luego éxito tras un retraso (5 s simulados).',
    },
  },
  {
    ending: '06',
    key: 'pending_then_refused',
    collectionStatus: 'FAILED',
    payoutStatus: 'FAILED',
    description: {
      fr: 'En attente puis refusé par le client après un délai (5 s simulées).',
      en: 'Pending, then refused by the customer after a delay (5 simulated seconds).',
      es: 'Pendiente y luego rechazado por el cliente tras un retraso (5 s simulados).',
    },
  },
  {
    ending: '07',
    key: 'callback_lost',
    collectionStatus: 'SUCCESSFUL',
    payoutStatus: 'SUCCESSFUL',
    description: {
      fr: 'Succès, mais le callback n’arrive jamais : seule l’interrogation du statut le révèle.',
      en: 'Success, but the callback never comes: only the status query reveals it.',
      es: 'Éxito, pero el callback nunca llega: solo la consulta de estado lo revela.',
    },
  },
  {
    ending: '08',
    key: 'callback_twice',
    collectionStatus: 'SUCCESSFUL',
    payoutStatus: 'SUCCESSFUL',
    description: {
      fr: 'Succès, callback envoyé deux fois.',
      en: 'Success, callback sent twice.',
      es: 'Éxito, el callback se envía dos veces.',
    },
  },
];

/** What any other ending does. */
export const OTHER_ENDINGS: { readonly description: LocalizedText } = {
  description: {
    fr: 'Toute autre fin : l’encaissement reste en attente jusqu’à validation ou refus via le plan de contrôle (comme un vrai push USSD qui attend le client) ; un retrait réussit.',
    en: 'Any other ending: a collection stays pending until approved or refused through the control plane (as a real USSD push waits for the customer); a payout succeeds.',
    es: 'Cualquier otra terminación: el cobro queda pendiente hasta que se apruebe o rechace con el plano de control (como un push USSD real que espera al cliente); un pago saliente tiene éxito.',
  },
};

/** The outcome chosen by a local number's last two digits, or null for any other ending. */
export function outcomeOf(nationalNumber: string): OutcomeCode | null {
  const ending = nationalNumber.slice(-2);
  return (OUTCOME_CODES as readonly string[]).includes(ending) ? (ending as OutcomeCode) : null;
}
