import { describe, expect, it } from 'vitest';
import { localeFromPath, localizePath, stripLocale, switchLocalePath } from './locale-path.ts';

describe('locale paths', () => {
  it('reads the locale from the prefix, French without one', () => {
    expect(localeFromPath('/signin')).toBe('fr');
    expect(localeFromPath('/')).toBe('fr');
    expect(localeFromPath('/en')).toBe('en');
    expect(localeFromPath('/en/signin')).toBe('en');
    expect(localeFromPath('/es/signup/terms/abc')).toBe('es');
    expect(localeFromPath('/fr/signin')).toBe('fr');
    expect(localeFromPath('/english')).toBe('fr');
  });

  it('strips the prefix', () => {
    expect(stripLocale('/en/signin')).toBe('/signin');
    expect(stripLocale('/en')).toBe('/');
    expect(stripLocale('/es/')).toBe('/');
    expect(stripLocale('/signin/newpassword/x')).toBe('/signin/newpassword/x');
    expect(stripLocale('/energy')).toBe('/energy');
  });

  it('adds the prefix of non-default locales only', () => {
    expect(localizePath('/signin', 'fr')).toBe('/signin');
    expect(localizePath('/signin', 'en')).toBe('/en/signin');
    expect(localizePath('signup', 'es')).toBe('/es/signup');
    expect(localizePath('/', 'en')).toBe('/en');
    expect(localizePath('/?a=1', 'en')).toBe('/en?a=1');
    expect(localizePath('/signin?redirect=%2Fdashboard', 'es')).toBe('/es/signin?redirect=%2Fdashboard');
  });

  it('switches a path to another language', () => {
    expect(switchLocalePath('/signin', 'en')).toBe('/en/signin');
    expect(switchLocalePath('/en/signin', 'es')).toBe('/es/signin');
    expect(switchLocalePath('/es/signup/checkmail', 'fr')).toBe('/signup/checkmail');
    expect(switchLocalePath('/en', 'fr')).toBe('/');
  });
});
