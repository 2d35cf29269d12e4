import type { Locale } from '@platform/domain';

/** What the sample activity says, in the language of the click (it is the merchant's own data). */
export const SAMPLE_TEXTS: Record<
  Locale,
  {
    orders: readonly [string, string, string, string, string, string];
    customerNote: string;
    payoutMotif: string;
    linkTitle: string;
    linkDescription: string;
  }
> = {
  fr: {
    orders: [
      'Commande n° 1001 : pagnes wax',
      'Commande n° 1002 : sac tissé',
      'Abonnement mensuel',
      'Commande n° 1003 : livraison Lomé',
      'Commande n° 1004 : tenue sur mesure',
      'Commande n° 1005 : foulards',
    ],
    customerNote: 'Client fidèle (donnée d’exemple)',
    payoutMotif: 'Paiement fournisseur (exemple)',
    linkTitle: 'Abonnement mensuel',
    linkDescription: 'Lien d’exemple : partagez-le pour encaisser un abonnement.',
  },
  en: {
    orders: [
      'Order #1001: wax prints',
      'Order #1002: woven bag',
      'Monthly subscription',
      'Order #1003: delivery to Lomé',
      'Order #1004: tailored outfit',
      'Order #1005: scarves',
    ],
    customerNote: 'Loyal customer (sample data)',
    payoutMotif: 'Supplier payment (sample)',
    linkTitle: 'Monthly subscription',
    linkDescription: 'Sample link: share it to collect a subscription.',
  },
  es: {
    orders: [
      'Pedido n.º 1001: telas wax',
      'Pedido n.º 1002: bolso tejido',
      'Suscripción mensual',
      'Pedido n.º 1003: entrega en Lomé',
      'Pedido n.º 1004: traje a medida',
      'Pedido n.º 1005: pañuelos',
    ],
    customerNote: 'Cliente fiel (dato de ejemplo)',
    payoutMotif: 'Pago a proveedor (ejemplo)',
    linkTitle: 'Suscripción mensual',
    linkDescription: 'Enlace de ejemplo: compártalo para cobrar una suscripción.',
  },
};
