import { describe, expect, it } from 'vitest';
import { MENU } from '../../../domain/auth/menu.ts';
import { FLAG_GROUP_KEYS } from '../../../domain/auth/permissionFlags.ts';
import { i18nProblems, placeholderProblems } from '../../../tests/support/i18nKeys.ts';
import { cn } from './cn.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { withFeatures } from './features.ts';

const languages = { cn: withFeatures(cn, 'cn'), en: withFeatures(en, 'en'), es: withFeatures(es, 'es') };

function lookup(tree: object, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], tree);
}

describe('web translations', () => {
  it('have the same keys in cn, en and es, none empty', () => {
    expect(i18nProblems(languages)).toEqual([]);
  });

  it('use the same placeholders in every language', () => {
    expect(placeholderProblems(languages)).toEqual([]);
  });

  it('label every menu entry and every flag group', () => {
    const keys = [
      ...MENU.flatMap((n) =>
        'children' in n ? [n.labelKey, ...n.children.map((c) => c.labelKey)] : [n.labelKey],
      ),
      ...FLAG_GROUP_KEYS.map((g) => `flags.${g}`),
    ];
    expect(keys.filter((k) => typeof lookup(languages.cn, k) !== 'string')).toEqual([]);
  });

  it('keeps the spec wording for the Spanish login success', () => {
    expect(es.login.success).toBe('Inicio de sesión exitoso, cargando.....');
  });

  it('catches a missing or empty key (self-check)', () => {
    const broken = { ...en, login: { ...en.login, submit: ' ' } } as Record<string, unknown>;
    delete broken.errors;
    const problems = i18nProblems({ cn, en: broken as never });
    expect(problems).toContain('en: login.submit is empty');
    expect(problems).toContain('en: missing errors.network');
  });
});
