/**
 * All three languages at once, for tests and the key-parity check (catalogs.test.ts). The app itself loads
 * one language's file (catalog-fr.ts, catalog-en.ts, catalog-es.ts) through app-i18n.ts.
 */

export { catalog as enCatalog } from './catalog-en.ts';
export { catalog as esCatalog } from './catalog-es.ts';
export type { Catalog } from './catalog-fr.ts';
export { catalog as frCatalog } from './catalog-fr.ts';
