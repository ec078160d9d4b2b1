import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { Lang } from '../../../domain/i18n/lang.ts';
import { describeIssues } from '../../../domain/i18n/validationMessages.ts';
import { userCategory } from '../../../domain/users/category.ts';
import {
  ChangePasswordForm,
  ChangePasswordInput,
  ResetPasswordInput,
} from '../../../domain/users/password.schema.ts';
import { RoleEdit, RoleInput, ticksAFunction } from '../../../domain/users/role.schema.ts';
import { UserEdit, UserInput } from '../../../domain/users/user.schema.ts';

const user = (fields: Record<string, unknown> = {}) => ({
  account: 'seller2',
  name: '售票员',
  password: 'secret-1',
  confirmPassword: 'secret-1',
  scenicAreaID: 1,
  permissionID: 2,
  ...fields,
});
const messages = (result: { error?: { issues: z.core.$ZodIssue[] } | undefined }, lang: Lang = 'en') =>
  result.error ? describeIssues(result.error.issues, lang) : '';

describe('user schemas', () => {
  it.each([
    ['account', 12],
    ['name', 12],
    ['remark', 64],
  ])('%s: %i characters fit, one more does not', (field, max) => {
    expect(UserInput.safeParse(user({ [field]: 'a'.repeat(max) })).success).toBe(true);
    expect(messages(UserInput.safeParse(user({ [field]: 'a'.repeat(max + 1) })))).toBe(
      `${field} cannot exceed ${max} characters`,
    );
  });

  it('takes passwords of 8 to 16 characters that match', () => {
    const p16 = 'p'.repeat(16);
    expect(
      UserInput.safeParse(user({ password: 'p'.repeat(8), confirmPassword: 'p'.repeat(8) })).success,
    ).toBe(true);
    expect(
      messages(UserInput.safeParse(user({ password: 'p'.repeat(7), confirmPassword: 'p'.repeat(7) }))),
    ).toBe('password must have at least 8 characters; confirmPassword must have at least 8 characters');
    expect(UserInput.safeParse(user({ password: p16, confirmPassword: p16 })).success).toBe(true);
    expect(UserInput.safeParse(user({ password: `${p16}x`, confirmPassword: `${p16}x` })).success).toBe(
      false,
    );
    expect(messages(UserInput.safeParse(user({ confirmPassword: 'other-pass' })), 'cn')).toBe(
      'confirmPassword 两次输入的密码不一致',
    );
    expect(ResetPasswordInput.safeParse({ id: 1, password: 'a', confirmPassword: 'b' }).success).toBe(false);
    const short = { id: 1, password: 'a'.repeat(7), confirmPassword: 'a'.repeat(7) };
    expect(ResetPasswordInput.safeParse(short).success).toBe(false);
  });

  it('needs a role for staff and an agency for travel-agency users', () => {
    expect(messages(UserInput.safeParse(user({ permissionID: null })))).toBe('permissionID is required');
    const agency = user({ permissionID: null, useType: 10 });
    expect(messages(UserInput.safeParse(agency))).toBe('travelAgencyID is required');
    expect(UserInput.safeParse({ ...agency, travelAgencyID: 3 }).success).toBe(true);
    expect(UserInput.safeParse(user({ useType: 5 })).success).toBe(false);
  });

  it('says "required" for a missing field and names the type for a wrong one', () => {
    const { scenicAreaID: _, ...withoutArea } = user();
    expect(messages(UserInput.safeParse(withoutArea))).toBe('scenicAreaID is required');
    expect(messages(UserInput.safeParse(user({ scenicAreaID: 'one' })))).toBe(
      'scenicAreaID must be a number',
    );
  });

  it('edits without account or password; unknown fields are refused', () => {
    const { account: _a, password: _p, confirmPassword: _c, ...fields } = user();
    expect(UserEdit.safeParse({ ...fields, id: 1 }).success).toBe(true);
    expect(UserEdit.safeParse({ ...fields, id: 1, account: 'x' }).success).toBe(false);
  });

  it('changes passwords to 8 to 12 characters; the old one may be 1 to 16', () => {
    expect(
      ChangePasswordInput.safeParse({ oldPassword: 'o'.repeat(16), newPassword: 'n'.repeat(12) }).success,
    ).toBe(true);
    expect(ChangePasswordInput.safeParse({ oldPassword: 'o', newPassword: 'n'.repeat(13) }).success).toBe(
      false,
    );
    expect(ChangePasswordInput.safeParse({ oldPassword: 'o', newPassword: '' }).success).toBe(false);
    expect(ChangePasswordInput.safeParse({ oldPassword: 'o', newPassword: 'n'.repeat(7) }).success).toBe(
      false,
    );
    expect(ChangePasswordInput.safeParse({ oldPassword: 'o', newPassword: 'n'.repeat(8) }).success).toBe(
      true,
    );
    const form = ChangePasswordForm.safeParse({
      oldPassword: 'o',
      newPassword: 'n'.repeat(8),
      confirmPassword: 'm'.repeat(8),
    });
    expect(form.error?.issues[0]?.path).toEqual(['confirmPassword']);
  });
});

describe('accounts', () => {
  it.each([
    ['a space', 'a b'],
    ['a zero-width space', 'a\u200bb'],
    ['a byte-order mark', 'a\ufeffb'],
    ['a no-break space', 'a\u00a0b'],
  ])('refuse %s', (_, account) => {
    expect(messages(UserInput.safeParse(user({ account })))).toBe(
      'account cannot contain spaces or invisible characters',
    );
  });

  it('take letters of any script, digits and punctuation', () => {
    for (const account of ['管理员1', 'josé.m', 'a-b_c@x']) {
      expect(UserInput.safeParse(user({ account })).success).toBe(true);
    }
  });
});

describe('role schemas', () => {
  const role = (authority: unknown) => ({ name: '售票', scenicAreaID: 1, type: 2, authority });

  it('need a function besides the always-on ticket detail record', () => {
    expect(ticksAFunction({ sales: { sellticket1: 1 } })).toBe(true);
    expect(ticksAFunction({ sales: { ticketDetailRecord: 1 } })).toBe(false);
    expect(messages(RoleInput.safeParse(role({})), 'es')).toBe('authority Marque al menos una función');
  });

  it('know only the flag groups and flags of domain/auth', () => {
    expect(RoleInput.safeParse(role({ sales: { sellticket1: 1 }, extra: {} })).success).toBe(false);
    expect(RoleInput.safeParse(role({ sales: { sellticket1: 1, unknown: 1 } })).success).toBe(false);
    expect(RoleInput.safeParse(role({ sales: { sellticket1: true } })).success).toBe(false);
    expect(RoleEdit.safeParse({ ...role({ user: 1 }), id: 1 }).success).toBe(false);
    expect(RoleEdit.safeParse({ ...role({ settings: { user: 1 } }), id: 1, more: 1 }).success).toBe(false);
  });

  it('take names of 12 characters and the kinds 1 and 2', () => {
    expect(RoleInput.safeParse({ ...role({ settings: { user: 1 } }), name: '名'.repeat(12) }).success).toBe(
      true,
    );
    expect(RoleInput.safeParse({ ...role({ settings: { user: 1 } }), name: '名'.repeat(13) }).success).toBe(
      false,
    );
    expect(RoleInput.safeParse({ ...role({ settings: { user: 1 } }), type: 3 }).success).toBe(false);
  });
});

describe('user category (spec 000 §6)', () => {
  it.each([
    [{ isSuperAdmin: true, useType: 0, roleType: 2 }, 0],
    [{ isSuperAdmin: false, useType: 0, roleType: 1 }, 1],
    [{ isSuperAdmin: false, useType: 0, roleType: 2 }, 2],
    [{ isSuperAdmin: false, useType: 10, roleType: null }, 2],
    [{ isSuperAdmin: false, useType: 0, roleType: null }, 0],
  ])('%o → %i', (source, category) => {
    expect(userCategory(source)).toBe(category);
  });
});
