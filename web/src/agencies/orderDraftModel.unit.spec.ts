import { describe, expect, it } from 'vitest';
import type { AgencyOrderDetail, ImportPreview } from '../../../domain/agencies/agencyOrder.schema.ts';
import type { MatchResult } from '../../../domain/agencies/ticketMatch.schema.ts';
import type { TouristRow } from '../../../domain/agencies/touristRow.schema.ts';
import {
  type DraftTourist,
  orderPayload,
  pricedTourist,
  reopenedDraft,
  statisticsOf,
  touristsOf,
} from './orderDraftModel.ts';
import { canConfirm, cellsOf, isFailing, linesOf, withFixedLine, withMatchFailure } from './previewModel.ts';

const row = (name: string, IDCard: string): TouristRow => ({
  name,
  IDCard,
  certificateType: 0,
  mobile: '13800138000',
  supportingMaterials: '1',
  sex: 1,
  region: '北京',
  height: 120,
  remark: '',
});
const match = (id: number, isConcession: boolean, ticketPrice: number): MatchResult => ({
  matchTicketType: { id, ticketTypeName: isConcession ? '儿童票' : '成人票', isConcession, ticketPrice },
  IDInfo: { age: 8, regionCode: '110101', regionName: '东城区' },
  matchResult: ['儿童票：符合优惠条件'],
  reasons: [{ code: 'MATCH_OK', params: { ticketTypeName: '儿童票' } }],
});
const child = pricedTourist(row('小明', '11010120160307001X'), match(2, true, 4000), 'a');
const adult = pricedTourist(row('张三', '110101198003070011'), match(1, false, 8000), 'b');
const tourists: DraftTourist[] = [
  child,
  adult,
  { ...child, key: 'c', name: '小红', IDCard: '110101201603070020' },
];

describe('the order draft', () => {
  it('prices a tourist by its match and keeps the match words', () => {
    expect(child).toMatchObject({ ticketTypeID: 2, isConcession: true, ticketPrice: 4000, age: 8 });
    expect(child.supportingMaterialsText).toBe('是');
    expect(JSON.parse(child.matchingDetails)).toEqual([
      { code: 'MATCH_OK', params: { ticketTypeName: '儿童票' } },
    ]);
  });

  it('counts people, amount and tickets per type', () => {
    expect(statisticsOf(tourists)).toEqual({
      orderPeopleNum: 3,
      orderAmount: 16000,
      byTicketType: [
        { ticketTypeID: 2, ticketTypeName: '儿童票', isConcession: true, count: 2, amount: 8000 },
        { ticketTypeID: 1, ticketTypeName: '成人票', isConcession: false, count: 1, amount: 8000 },
      ],
    });
  });

  it('filters the tabs and searches name, certificate and mobile', () => {
    expect(touristsOf(tourists, 'concession', '').map((x) => x.key)).toEqual(['a', 'c']);
    expect(touristsOf(tourists, 'ordinary', '').map((x) => x.key)).toEqual(['b']);
    expect(touristsOf(tourists, 'all', '0020').map((x) => x.key)).toEqual(['c']);
    expect(touristsOf(tourists, 'all', '001x').map((x) => x.key)).toEqual(['a']);
  });

  it('sends status 0 for a draft and 1 with the uploaded head count on submit', () => {
    const info = {
      playStartTime: '2030-05-01',
      playEndTime: '2030-05-02',
      payType: 99 as const,
      guideName: '李导',
      guideMobile: '13900139000',
      guideIDCard: '',
      baseInfo: { specialPeople: '', region: '', teamType: '', remark: '' },
    };
    const base = {
      requestId: 'r',
      travelAgencyID: 1,
      accountID: 3,
      priorityTicketTypeID: 2,
      info,
      tourists,
      uploadedPeople: 4,
    };
    const draft = orderPayload({ ...base, submit: false });
    expect(draft).toMatchObject({ orderStatus: 0, orderAmount: 16000, payType: 99 });
    expect(draft.baseInfo.originalOrderPeopleCount).toBeUndefined();
    expect(draft.touristList[0]).not.toHaveProperty('key');
    expect(draft.touristList[0]).not.toHaveProperty('reasons');
    const submitted = orderPayload({ ...base, submit: true, orderNo: 'TA1' });
    expect(submitted).toMatchObject({
      orderStatus: 1,
      orderNo: 'TA1',
      baseInfo: { originalOrderPeopleCount: 4 },
    });
  });
});

describe('a saved draft opened again', () => {
  const saved = tourists.map(({ key: _k, reasons: _r, ...x }) => x);
  const detail = {
    orderNo: 'TA1',
    orderStatus: 0,
    payType: 0,
    playStartTime: '2030-05-01',
    playEndTime: '2030-05-02',
    guideName: '李导',
    guideMobile: '13900139000',
    guideIDCard: '110101198003070011',
    baseInfo: {
      specialPeople: '',
      region: '北京',
      teamType: '学生团',
      remark: '',
      originalOrderPeopleCount: 5,
    },
    priorityTicketTypeID: 2,
    peopleCount: 3,
    touristList: saved,
  } as unknown as AgencyOrderDetail;

  it('starts step 3 with its information, tourists, priority type and uploaded head count', () => {
    const { order, priority } = reopenedDraft(detail);
    expect(priority).toBe(2);
    expect(order.info).toEqual({
      playStartTime: '2030-05-01',
      playEndTime: '2030-05-02',
      payType: 0,
      guideName: '李导',
      guideMobile: '13900139000',
      guideIDCard: '110101198003070011',
      baseInfo: { specialPeople: '', region: '北京', teamType: '学生团', remark: '' },
    });
    expect(order.uploadedPeople).toBe(5);
    expect(order.tourists.map((x) => x.name)).toEqual(['小明', '张三', '小红']);
    expect(new Set(order.tourists.map((x) => x.key)).size).toBe(3);
    expect(statisticsOf(order.tourists).orderAmount).toBe(16000);
  });

  it('words the stored match reasons; an unreadable one gives none', () => {
    const words = reopenedDraft(detail, (r) => `${r.code}:${r.params.ticketTypeName}`).order.tourists;
    expect(words[0]!.reasons).toEqual(['MATCH_OK:儿童票']);
    const broken = { ...detail, touristList: [{ ...saved[0]!, matchingDetails: 'not json' }] };
    expect(reopenedDraft(broken, () => 'x').order.tourists[0]!.reasons).toEqual([]);
  });

  it('without the uploaded head count, the saved one stands in; on account stays on account', () => {
    const older = {
      ...detail,
      payType: 99,
      baseInfo: { ...detail.baseInfo, originalOrderPeopleCount: undefined },
    };
    const { order } = reopenedDraft(older);
    expect(order.uploadedPeople).toBe(3);
    expect(order.info.payType).toBe(99);
    const payload = orderPayload({
      requestId: 'r',
      travelAgencyID: 1,
      accountID: 3,
      priorityTicketTypeID: 2,
      ...order,
      orderNo: 'TA1',
      submit: true,
    });
    expect(payload).toMatchObject({ orderNo: 'TA1', orderStatus: 1, orderAmount: 16000 });
    expect(payload.touristList).toEqual(saved);
  });
});

describe('the upload preview', () => {
  const bad = { field: 'IDCard', message: '18身份证最后一位校验位验证有误！' };
  const preview: ImportPreview = {
    orderInfo: { cells: {}, problems: [], value: null },
    tourists: [
      {
        rowNumber: 4,
        cells: cellsOf(row('小明', '11010120160307001X')),
        problems: [],
        match: match(2, true, 4000),
        tourist: child,
      },
      {
        rowNumber: 5,
        cells: cellsOf(row('张三', '110101198003070012')),
        problems: [bad],
        match: null,
        tourist: null,
      },
    ],
    statistics: statisticsOf([child]),
    valid: false,
    message: '',
  };

  it('blocks confirmation while a row fails, until it is fixed', () => {
    const lines = linesOf(preview);
    const ready = { ...preview, orderInfo: { ...preview.orderInfo, value: {} as never } };
    expect(lines.map(isFailing)).toEqual([false, true]);
    expect(canConfirm(ready, lines)).toBe(false);
    const fixed = withFixedLine(lines, 5, row('张三', '110101198003070011'), adult);
    expect(canConfirm(ready, fixed)).toBe(true);
    expect(fixed[1]?.cells).toMatchObject({ certificateNumber: '110101198003070011', sex: '女' });
    expect(canConfirm(preview, fixed)).toBe(false);
  });

  it('shows a refused match in its row', () => {
    const lines = withMatchFailure(linesOf(preview), 4, '旅行社未设置普通票类');
    expect(lines[0]).toMatchObject({ problems: [{ message: '旅行社未设置普通票类' }], tourist: null });
  });
});
