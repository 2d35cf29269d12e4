import { describe, expect, it } from 'vitest';
import { enCatalog as en, esCatalog as es, frCatalog as fr } from './catalogs.ts';

type Tree = { [key: string]: string | Tree };

function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

function placeholders(tree: Tree): Record<string, string[]> {
  const flat: Record<string, string[]> = {};
  const walk = (node: Tree, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === 'string')
        flat[`${prefix}${key}`] = (value.match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort();
      else walk(value, `${prefix}${key}.`);
    }
  };
  walk(tree, '');
  return flat;
}

const catalogs: Record<string, Tree> = { fr, en, es };

describe('translation catalogs', () => {
  it('have the same keys in fr, en and es', () => {
    const all = new Set(Object.values(catalogs).flatMap((c) => keysOf(c)));
    for (const [name, catalog] of Object.entries(catalogs)) {
      const own = new Set(keysOf(catalog));
      const missing = [...all].filter((k) => !own.has(k));
      expect(missing, `keys missing in ${name}.json`).toEqual([]);
    }
  });

  it('have no empty texts', () => {
    for (const [name, catalog] of Object.entries(catalogs)) {
      const empty = Object.entries(placeholders(catalog)).filter(([key]) => {
        const value = key
          .split('.')
          .reduce<Tree | string | undefined>(
            (node, part) => (typeof node === 'object' ? node[part] : undefined),
            catalog,
          );
        return typeof value !== 'string' || value.trim() === '';
      });
      expect(
        empty.map(([k]) => k),
        `empty texts in ${name}.json`,
      ).toEqual([]);
    }
  });

  it('use the same placeholders in every language', () => {
    const reference = placeholders(fr);
    for (const [name, catalog] of Object.entries(catalogs)) {
      const own = placeholders(catalog);
      for (const [key, params] of Object.entries(reference)) {
        if (own[key]) expect(own[key], `${name}.json ${key}`).toEqual(params);
      }
    }
  });

  it('keeps the spec texts word for word in French', () => {
    expect(fr.errors.notFound.title).toBe('Page non trouvée');
    expect(fr.errors.generic.title).toBe("Une erreur s'est produite");
    expect(fr.dashboard.subtitle).toBe('Contrôlez votre business en temps réel.');
    expect(fr.shops.createTitle).toBe('Créer une boutique');
    expect(fr.shops.renameTitle).toBe('Renommer ma boutique');
    expect(fr.shops.myShops).toBe('Mes boutiques');
    expect(fr.shops.change).toBe('Changer de boutique');
    expect(fr.shops.add).toBe('Ajouter une boutique');
    expect(fr.shops.lastActive).toBe("Vous n'avez qu'une boutique active.");
    expect([fr.shops.back, fr.shops.continue, fr.shops.archive]).toEqual(['Retour', 'Continuer', 'Archiver']);
    expect(fr.sandbox.passwordTitle).toBe('Confirmation de Mot de Passe');
    expect(fr.sandbox.processing).toBe('En cours de traitement');
    expect(fr.shell.alreadyLive).toBe('Vous êtes déjà en Live !');
    expect(fr.shell.validateAccount).toBe('Valider mon compte');
    expect([fr.shell.profile, fr.shell.logout]).toEqual(['PROFIL', 'DECONNEXION']);
    expect(fr.pages.dashboard).toBe('Dashboard');
    expect(fr.guards.notAllowedHere).toBe("Vous n'êtes pas autorisé à venir ici. Vous serez redirigé...");
    expect(fr.guards.notAllowedProfile).toBe("Vous n'êtes pas autorisé à accéder à cette partie.");
    expect([fr.inactivity.stay, fr.inactivity.logout]).toEqual(['Rester connecté', 'Déconnexion']);
    expect(fr.admin.menu).toMatchObject({
      dashboard: 'Tableau de bord',
      validation: 'Demandes de validation',
      conformity: 'Validation de Conformité',
      paymentRequest: 'Demandes de paiement',
      payoutApi: 'PAYOUT API',
      cardPaymentRequest: 'Demande de validation de carte bancaire',
      home: 'Accueil',
      merchants: 'Marchands',
      access: 'Privilèges',
      transactions: 'Transactions',
      users: 'Utilisateurs',
      whitelistIp: 'IP WhiteList',
    });
    expect(fr.auth.sessionExpired).toBe(
      'Votre session a expiré. Vous serez redirigé pour vous connecter à nouveau.',
    );
  });
});
