import { describe, expect, it } from 'vitest';
import { i18nProblems, placeholderProblems } from '../../../tests/support/i18nKeys.ts';
import { cn } from './cn.ts';
import { en } from './en.ts';
import { es } from './es.ts';

describe('visitor translations', () => {
  it('have the same keys in cn, en and es, none empty', () => {
    expect(i18nProblems({ cn, en, es })).toEqual([]);
  });

  it('use the same placeholders in every language', () => {
    expect(placeholderProblems({ cn, en, es })).toEqual([]);
  });
});
