import { describe, expect, it } from 'vitest';
import { i18nProblems, placeholderProblems } from '../../../tests/support/i18nKeys.ts';
import { cn } from './cn.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { chosenLanguage } from './i18n.ts';

describe('signage translations', () => {
  it('have the same keys in cn, en and es, none empty', () => {
    expect(i18nProblems({ cn, en, es })).toEqual([]);
    expect(placeholderProblems({ cn, en, es })).toEqual([]);
  });

  it('take the language from ?lang=, else local storage, else cn', () => {
    expect(chosenLanguage('?lang=es', 'en')).toBe('es');
    expect(chosenLanguage('', 'en')).toBe('en');
    expect(chosenLanguage('?lang=fr', 'xx')).toBe('cn');
  });
});
