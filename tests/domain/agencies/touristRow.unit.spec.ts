// The tourist-row and order-info checks (domain/agencies/touristRow.schema.ts, orderInfo.schema.ts)
// from sheet cells (sheetLayout.ts): each spec check gives its message key, and a good row passes.
import { describe, expect, it } from 'vitest';
import { OrderInfo } from '../../../domain/agencies/orderInfo.schema.ts';
import {
  orderInfoFromCells,
  touristCells,
  touristInputFromCells,
} from '../../../domain/agencies/sheetLayout.ts';
import { TouristRow } from '../../../domain/agencies/touristRow.schema.ts';
import { idNumber, withBadCheck } from './idNumbers.ts';

const good = ['张三', idNumber('110105', '1990-01-01'), '0', '13800138000', '否', '男', '北京', '170', ''];
const messagesOf = (cells: string[]) => {
  const parsed = TouristRow.safeParse(touristInputFromCells(touristCells(cells)));
  return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
};
const withCell = (i: number, value: string) => good.map((c, k) => (k === i ? value : c));

describe('tourist row', () => {
  it('a good row passes and is converted (是/否 → 1/0, 男 → 0, height a number)', () => {
    const row = TouristRow.parse(touristInputFromCells(touristCells(withCell(4, '是'))));
    expect(row).toMatchObject({ supportingMaterials: '1', sex: 0, height: 170, certificateType: 0 });
  });

  it.each([
    [0, '', 'i18n:TOURIST_NAME_REQUIRED'],
    [0, '一二三四五六七八九十一二三', 'i18n:TOURIST_NAME_TOO_LONG'],
    [1, '', 'i18n:CERTIFICATE_NUMBER_REQUIRED'],
    [1, withBadCheck(idNumber('110105', '1990-01-01')), 'i18n:ID_CARD_CHECK_DIGIT'],
    [1, '110105199013010011', 'i18n:ID_CARD_FORMAT'],
    [1, '110105199002300011', 'i18n:ID_CARD_FORMAT'],
    [1, idNumber('990105', '1990-01-01'), 'i18n:ID_CARD_REGION'],
    [1, '110105900101001', 'i18n:ID_CARD_LENGTH'],
    [2, '3', 'i18n:CERTIFICATE_TYPE_INVALID'],
    [3, '12800138000', 'i18n:AGENCY_MOBILE_INVALID'],
    [3, '1380013800', 'i18n:AGENCY_MOBILE_INVALID'],
    [4, '有', 'i18n:SUPPORTING_MATERIALS_INVALID'],
    [5, '男性', 'i18n:SEX_INVALID'],
    [7, '251', 'i18n:HEIGHT_INVALID'],
    [7, '-1', 'i18n:HEIGHT_INVALID'],
    [7, '高', 'i18n:HEIGHT_INVALID'],
  ])('cell %i = %j → %s', (i, value, message) => {
    expect(messagesOf(withCell(i, value))).toContain(message);
  });

  it('heights 0 and 250 pass; a passport number is not checked as an ID card', () => {
    expect(messagesOf(withCell(7, '0'))).toEqual([]);
    expect(messagesOf(withCell(7, '250'))).toEqual([]);
    expect(messagesOf(withCell(2, '2').map((c, k) => (k === 1 ? 'E12345678' : c)))).toEqual([]);
  });
});

describe('order info', () => {
  const cells = ['2026-05-01', '2026/5/3', '99', '王导', '13800138000', '', '', '', '', ''];
  const messages = (c: string[]) => {
    const parsed = OrderInfo.safeParse(orderInfoFromCells(c));
    return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
  };
  const with_ = (i: number, v: string) => cells.map((c, k) => (k === i ? v : c));

  it('a good order passes; dates typed as 2026/5/3 are read as dates', () => {
    expect(OrderInfo.parse(orderInfoFromCells(cells))).toMatchObject({
      playEndTime: '2026-05-03',
      payType: 99,
    });
  });

  it.each([
    [0, '下周一', 'i18n:PLAY_TIME_INVALID'],
    [0, '2026-02-30', 'i18n:PLAY_TIME_INVALID'],
    [0, '2026-05-04', 'i18n:PLAY_START_AFTER_END'],
    [2, '1', 'i18n:PAY_TYPE_INVALID'],
    [3, '', 'i18n:GUIDE_NAME_REQUIRED'],
    [4, '', 'i18n:GUIDE_MOBILE_REQUIRED'],
    [4, '13800138000123', 'i18n:GUIDE_MOBILE_TOO_LONG'],
  ])('cell %i = %j → %s', (i, value, message) => {
    expect(messages(with_(i, value))).toContain(message);
  });
});
