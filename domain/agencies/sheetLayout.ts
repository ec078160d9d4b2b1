// The layout of 导入订单模板.xlsx (spec 002 §3, §5): sheet 1 (guide / order) has its headers on row 1
// and the values on row 2; sheet 2 (tourists) has a title on row 1, notes on row 2, headers on
// row 3 and at most 200 tourists from row 4. The template generator and the upload reader both use
// these lists, and the cell texts are turned into the schemas' inputs here (pure, shared).
import { MAX_TOURISTS, SEX_TEXT, SUPPORTING_TEXT } from './agencyCodes.ts';
import type { TouristCells } from './agencyOrder.schema.ts';
import type { OrderInfoInput } from './orderInfo.schema.ts';
import type { TouristRowInput } from './touristRow.schema.ts';

export const ORDER_SHEET = {
  name: '订单信息',
  headerRow: 1,
  valueRow: 2,
  headers: [
    '游玩开始时间',
    '游玩结束时间',
    '支付方式(0现金/99挂账)',
    '导游姓名',
    '导游手机号',
    '导游身份证号',
    '特殊人群',
    '团队地区',
    '团队类型',
    '备注',
  ],
} as const;

export const TOURIST_SHEET = {
  name: '游客信息',
  headerRow: 3,
  firstRow: 4,
  lastRow: 3 + MAX_TOURISTS,
  headers: [
    '姓名',
    '证件号码',
    '证件类型(0身份证/1港澳通行证/2护照)',
    '手机号',
    '证明材料(是/否)',
    '性别(男/女/未知)',
    '所属地区',
    '身高(cm)',
    '备注',
  ],
} as const;

const cell = (cells: readonly string[], i: number) => (cells[i] ?? '').trim();

/** "2026/5/1", "2026-05-01", "2026-05-01 00:00:00" → "2026-05-01"; other text is left as typed. */
export function localDateText(text: string): string {
  const m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ T]\d{1,2}:\d{2}(?::\d{2})?)?$/.exec(text.trim());
  if (!m) return text.trim();
  return `${m[1]}-${m[2]!.padStart(2, '0')}-${m[3]!.padStart(2, '0')}`;
}

/** A number typed in a cell, or the text itself (so the schema says what is wrong). */
function numberOrText(text: string): number | string | null {
  if (text === '') return null;
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
}

/** Sheet 1's value row → the order information's input (before the schema checks it). */
export function orderInfoFromCells(cells: readonly string[]): OrderInfoInput {
  return {
    playStartTime: localDateText(cell(cells, 0)),
    playEndTime: localDateText(cell(cells, 1)),
    payType: numberOrText(cell(cells, 2)) as 0,
    guideName: cell(cells, 3),
    guideMobile: cell(cells, 4),
    guideIDCard: cell(cells, 5),
    baseInfo: {
      specialPeople: cell(cells, 6),
      region: cell(cells, 7),
      teamType: cell(cells, 8),
      remark: cell(cells, 9),
    },
  };
}

/** Sheet 2's row → the preview's columns (texts as typed). */
export function touristCells(cells: readonly string[]): TouristCells {
  return {
    name: cell(cells, 0),
    certificateNumber: cell(cells, 1),
    certificateTypeText: cell(cells, 2),
    phoneNumber: cell(cells, 3),
    supportingMaterialsText: cell(cells, 4),
    sex: cell(cells, 5),
    belongingArea: cell(cells, 6),
    height: cell(cells, 7),
    remarks: cell(cells, 8),
  };
}

const indexOrText = (list: readonly string[], text: string) => {
  const i = list.indexOf(text);
  return i >= 0 ? String(i) : text;
};

/** The preview's columns → the tourist row's input (是/否 → "1"/"0", 男/女/未知 → 0/1/2). */
export function touristInputFromCells(c: TouristCells): TouristRowInput {
  const sex = c.sex === '' ? 2 : numberOrText(indexOrText(SEX_TEXT, c.sex));
  return {
    name: c.name,
    IDCard: c.certificateNumber,
    certificateType: numberOrText(c.certificateTypeText === '' ? '0' : c.certificateTypeText) as number,
    mobile: c.phoneNumber,
    supportingMaterials: indexOrText(SUPPORTING_TEXT, c.supportingMaterialsText || '否') as '0',
    sex: sex as number,
    region: c.belongingArea,
    height: numberOrText(c.height) as number | null,
    remark: c.remarks,
  };
}

/** Whether a sheet row is blank (left out of the tourists). */
export const isBlankRow = (cells: readonly string[]) => cells.every((c) => (c ?? '').trim() === '');
