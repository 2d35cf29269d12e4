import { LOCALES } from '@platform/domain';
import { describe, expect, it } from 'vitest';
import { enCatalog, esCatalog, frCatalog } from './catalogs.ts';
import { FEATURE_TEXT_FOLDERS, type FeatureNamespace } from './feature-text-folders.ts';
import { loadFeatureTexts } from './feature-texts.ts';

const FULL = { fr: frCatalog, en: enCatalog, es: esCatalog } as Record<string, Record<string, unknown>>;
const SHARED = import.meta.glob<Record<string, unknown>>('./locales/*.json', {
  import: 'default',
  eager: true,
});

describe('texts loaded by area', () => {
  it('the shared texts plus every feature namespace make the whole catalog, in every language', async () => {
    for (const lng of LOCALES) {
      const assembled: Record<string, unknown> = { ...SHARED[`./locales/${lng}.json`] };
      for (const ns of Object.keys(FEATURE_TEXT_FOLDERS) as FeatureNamespace[])
        assembled[ns] = await loadFeatureTexts(ns, lng);
      expect(assembled, lng).toEqual(FULL[lng]);
    }
  });

  it('keeps the feature namespaces out of the shared texts', () => {
    for (const lng of LOCALES) {
      const shared = Object.keys(SHARED[`./locales/${lng}.json`] ?? {});
      expect(
        shared.filter((key) => key in FEATURE_TEXT_FOLDERS),
        lng,
      ).toEqual([]);
    }
  });
});
