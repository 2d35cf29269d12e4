/**
 * All three languages at once, for tests and the key-parity check (catalogs.test.ts). The app itself loads one
 * language's shared texts, then each feature's texts with its route (app-i18n.ts).
 */

export { catalog as enCatalog } from './catalog-en.ts';
export { catalog as esCatalog } from './catalog-es.ts';
export type { Catalog } from './catalog-fr.ts';
export { catalog as frCatalog } from './catalog-fr.ts';
