import type { Locale } from '@platform/domain';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { FeatureNamespace } from './feature-text-folders.ts';
import { loadFeatureTexts } from './feature-texts.ts';
import { I18N_OPTIONS } from './i18n-options.ts';

type Texts = Record<string, unknown>;

/** The shared texts of each language (shell, sign-in, errors): one chunk per language. */
const SHARED_TEXTS = import.meta.glob<Texts>('./locales/*.json', { import: 'default' });
const loadSharedTexts = (lng: Locale) => {
  const load = SHARED_TEXTS[`./locales/${lng}.json`];
  if (!load) throw new Error(`No shared ${lng} texts`);
  return load();
};

/** The app's instance once it is ready, and the language it starts in (known before it is ready). */
let appInstance: Promise<I18n> | undefined;
let startLanguage: Locale | undefined;
let readyInstance: I18n | undefined;
/** The feature namespaces the routes shown so far asked for: a language switch fetches them too. */
const wanted = new Set<FeatureNamespace>();
const fetched = new Map<string, Promise<void>>();

function addFeatureTexts(
  instance: I18n | Promise<I18n>,
  namespace: FeatureNamespace,
  lng: Locale,
): Promise<void> {
  const key = `${lng}:${namespace}`;
  let done = fetched.get(key);
  if (!done) {
    done = Promise.all([loadFeatureTexts(namespace, lng), instance]).then(([texts, ready]) => {
      ready.addResourceBundle(lng, 'translation', { [namespace]: texts }, true, true);
    });
    done.catch(() => fetched.delete(key));
    fetched.set(key, done);
  }
  return done;
}

/**
 * The app's i18next instance, once the shown language's shared texts have arrived. Route chunks may
 * ask for their texts before then (`ensureTexts`, while the page's chunks are fetched at start):
 * those are fetched at once and added when the instance is ready.
 */
export function startI18n(lng: Locale): Promise<I18n> {
  startLanguage = lng;
  appInstance = (async () => {
    const shared = await loadSharedTexts(lng);
    const instance = i18next.createInstance();
    await instance
      .use(initReactI18next)
      .init({ ...I18N_OPTIONS, lng, resources: { [lng]: { translation: shared } } });
    readyInstance = instance;
    return instance;
  })();
  return appInstance;
}

/**
 * Fetches the texts of `namespaces` in the shown language, for a route chunk about to render. Without
 * the app's instance (tests build theirs with every language, i18n.ts) there is nothing to fetch.
 */
export async function ensureTexts(namespaces: readonly FeatureNamespace[]): Promise<void> {
  const instance = appInstance;
  if (!instance || !startLanguage) return;
  const lng = (readyInstance?.language as Locale | undefined) ?? startLanguage;
  for (const namespace of namespaces) wanted.add(namespace);
  await Promise.all(namespaces.map((namespace) => addFeatureTexts(instance, namespace, lng)));
}

/** Switches to `lng`, first fetching its shared texts and the namespaces shown so far. */
export async function switchLanguage(instance: I18n, lng: Locale): Promise<void> {
  const shared = instance.hasResourceBundle(lng, 'translation')
    ? undefined
    : loadSharedTexts(lng).then((texts) =>
        instance.addResourceBundle(lng, 'translation', texts, true, false),
      );
  await Promise.all([shared, ...[...wanted].map((namespace) => addFeatureTexts(instance, namespace, lng))]);
  await instance.changeLanguage(lng);
}

/** Wraps a route chunk's loader so the chunk renders only once its namespaces' texts are there. */
export function withTexts<M>(
  namespaces: readonly FeatureNamespace[],
  load: () => Promise<M>,
): () => Promise<M> {
  return async () => (await Promise.all([load(), ensureTexts(namespaces)]))[0];
}
