import { describe, expect, it } from 'vitest';
import { DiscountRule } from '../../../domain/rules/discountRule.schema.ts';
import { PriceDifferenceRule } from '../../../domain/rules/priceDifferenceRule.schema.ts';
import { DEFAULT_PRINT_FIELDS, PrintTemplate } from '../../../domain/rules/printTemplate.schema.ts';
import { messagesAt } from './feeExamples.ts';

const REQUIRED = { cn: '不能为空', en: 'is required', es: 'es obligatorio' };

describe('PriceDifferenceRule schema', () => {
  const stages = [
    { overtimeMinutes: 15, amount: 1000 },
    { overtimeMinutes: 60, amount: 2000 },
    { overtimeMinutes: 120, amount: 4000 },
    { overtimeMinutes: 240, amount: 8000 },
  ];
  const base = {
    name: 'Boat overdue',
    scenicAreaID: 1,
    ticketTypeID: 7,
    gracePeriod: 15,
    stages,
  };
  const withStage = (i: number, stage: object) => ({
    ...base,
    stages: stages.map((s, j) => (j === i ? { ...s, ...stage } : s)),
  });

  it('accepts the name at 12 characters and refuses 13', () => {
    expect(PriceDifferenceRule.safeParse({ ...base, name: '超'.repeat(12) }).success).toBe(true);
    expect(messagesAt(PriceDifferenceRule, { ...base, name: '超'.repeat(13) }, 'name')).toEqual({
      cn: '长度不能超过 12 个字符',
      en: 'cannot exceed 12 characters',
      es: 'no puede superar 12 caracteres',
    });
  });

  it('overtime minutes up to 99999 (5 characters), amounts up to 9999999 fen (99999.99 yuan)', () => {
    expect(
      PriceDifferenceRule.safeParse(withStage(3, { overtimeMinutes: 99_999, amount: 9_999_999 })).success,
    ).toBe(true);
    expect(
      messagesAt(PriceDifferenceRule, withStage(3, { overtimeMinutes: 100_000 }), 'stages.3.overtimeMinutes'),
    ).toEqual({
      cn: '不能大于 99999',
      en: 'cannot be greater than 99999',
      es: 'no puede ser mayor que 99999',
    });
    expect(messagesAt(PriceDifferenceRule, withStage(3, { amount: 10_000_000 }), 'stages.3.amount')?.en).toBe(
      'cannot be greater than 9999999',
    );
  });

  it('refuses negatives and missing values, and needs all four stages', () => {
    expect(messagesAt(PriceDifferenceRule, { ...base, gracePeriod: -1 }, 'gracePeriod')?.en).toBe(
      'cannot be less than 0',
    );
    expect(messagesAt(PriceDifferenceRule, withStage(0, { amount: undefined }), 'stages.0.amount')).toEqual(
      REQUIRED,
    );
    expect(messagesAt(PriceDifferenceRule, { ...base, stages: stages.slice(0, 3) }, 'stages')?.en).toBe(
      'at least 4 items',
    );
    expect(messagesAt(PriceDifferenceRule, { ...base, ticketTypeID: undefined }, 'ticketTypeID')).toEqual(
      REQUIRED,
    );
  });

  it('keeps stages in order: later minutes, never a smaller amount', () => {
    expect(
      messagesAt(PriceDifferenceRule, withStage(2, { overtimeMinutes: 60 }), 'stages.2.overtimeMinutes'),
    ).toEqual({
      cn: '每个阶段的超时分钟数必须大于上一阶段',
      en: 'Each stage must start later than the one before',
      es: 'Cada etapa debe empezar después de la anterior',
    });
    expect(messagesAt(PriceDifferenceRule, withStage(1, { amount: 999 }), 'stages.1.amount')?.en).toBe(
      'A stage cannot ask for less than the one before',
    );
    expect(PriceDifferenceRule.safeParse(withStage(1, { amount: 1000 })).success).toBe(true);
  });
});

describe('DiscountRule schema', () => {
  const base = {
    discountName: '满100减10',
    scenicAreaID: 1,
    discountCategory: 'ticketPurchase',
    discountType: 'fullAmountOff',
    tiers: [{ threshold: 10000, value: 1000 }],
  };

  it('accepts the name at 24 characters and refuses 25; enabled by default', () => {
    expect(DiscountRule.parse({ ...base, discountName: 'x'.repeat(24) }).isEnable).toBe(true);
    expect(messagesAt(DiscountRule, { ...base, discountName: 'x'.repeat(25) }, 'discountName')?.cn).toBe(
      '长度不能超过 24 个字符',
    );
  });

  it('needs at least one tier', () => {
    expect(messagesAt(DiscountRule, { ...base, tiers: [] }, 'tiers')).toEqual({
      cn: '请至少添加一条优惠规则',
      en: 'Add at least one discount tier',
      es: 'Añada al menos un tramo de descuento',
    });
  });

  it('percent: 88 means the buyer pays 88 %; 99 accepted, 100 refused', () => {
    const percent = (value: number) => ({
      ...base,
      discountType: 'fullAmountPercent',
      tiers: [{ threshold: 1, value }],
    });
    expect(DiscountRule.safeParse(percent(99)).success).toBe(true);
    expect(messagesAt(DiscountRule, percent(100), 'tiers.0.value')?.en).toBe(
      'The percentage must be 1 to 99 (88 means the buyer pays 88 %)',
    );
  });

  it('refuses a type of the other category, duplicate thresholds and more off than the threshold', () => {
    expect(messagesAt(DiscountRule, { ...base, discountType: 'rechargeBonus' }, 'discountType')?.es).toBe(
      'El tipo de descuento no corresponde a la categoría',
    );
    const twice = { ...base, tiers: [base.tiers[0], { threshold: 10000, value: 500 }] };
    expect(messagesAt(DiscountRule, twice, 'tiers.1.threshold')?.en).toBe(
      'Two tiers cannot have the same threshold',
    );
    expect(
      messagesAt(DiscountRule, { ...base, tiers: [{ threshold: 100, value: 101 }] }, 'tiers.0.value')?.cn,
    ).toBe('减免金额不能大于满减门槛');
    expect(messagesAt(DiscountRule, { ...base, discountCategory: undefined }, 'discountCategory')).toEqual(
      REQUIRED,
    );
  });
});

describe('PrintTemplate schema', () => {
  const base = { templateName: 'Window 80mm', templatePath: '/print/ticket80.html', scenicAreaID: 1 };

  it('requires name, path and scenic area', () => {
    for (const key of ['templateName', 'templatePath'] as const) {
      expect(messagesAt(PrintTemplate, { ...base, [key]: '  ' }, key)).toEqual(REQUIRED);
      expect(messagesAt(PrintTemplate, { ...base, [key]: undefined }, key)).toEqual(REQUIRED);
    }
    expect(messagesAt(PrintTemplate, { ...base, scenicAreaID: undefined }, 'scenicAreaID')).toEqual(REQUIRED);
  });

  it('fills defaults: window, printing on, DS80, the starting layout (not shared between parses)', () => {
    const a = PrintTemplate.parse(base);
    expect(a).toMatchObject({ useSourceType: 'window', isEnablePrint: true, printType: 'DS80' });
    expect(a.fields).toEqual(DEFAULT_PRINT_FIELDS);
    a.fields.qrCode.x = 99;
    expect(PrintTemplate.parse(base).fields.qrCode.x).toBe(DEFAULT_PRINT_FIELDS.qrCode.x);
  });

  it('keeps a field’s own layout and fills the others; refuses unknown print types and off-paper positions', () => {
    const t = PrintTemplate.parse({ ...base, fields: { mobile: { visible: true, x: 4, y: 110, size: 9 } } });
    expect(t.fields.mobile).toEqual({ visible: true, x: 4, y: 110, size: 9 });
    expect(t.fields.ticketID).toEqual(DEFAULT_PRINT_FIELDS.ticketID);
    expect(messagesAt(PrintTemplate, { ...base, printType: 'laser' }, 'printType')?.en).toBe(
      'has an invalid value',
    );
    const far = { ...base, fields: { seqID: { visible: true, x: 501, y: 0, size: 10 } } };
    expect(messagesAt(PrintTemplate, far, 'fields.seqID.x')?.en).toBe('cannot be greater than 500');
  });
});
