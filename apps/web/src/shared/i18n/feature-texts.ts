import type { Locale } from '@platform/domain';
import { FEATURE_TEXT_FOLDERS, type FeatureNamespace } from './feature-text-folders.ts';

type Texts = Record<string, unknown>;

// One chunk per feature and language, fetched on demand.
const FILES = import.meta.glob<Texts>('../../features/**/locales/*.json', { import: 'default' });

/** The texts of one feature namespace in one language. */
export function loadFeatureTexts(namespace: FeatureNamespace, lng: Locale): Promise<Texts> {
  const load = FILES[`../../features/${FEATURE_TEXT_FOLDERS[namespace]}/locales/${lng}.json`];
  if (!load) throw new Error(`No ${lng} texts for ${namespace}`);
  return load();
}
