// What the ticket type form holds and how it maps to the API's shape: prices are typed in yuan (two
// decimals) and sent in fen; the free-pass fields are always in the form and sent only for the
// free-ID-card category. Cross-field rules validate the whole draft with the shared schema.

import type { Rule } from 'antd/es/form/index.js';
import dayjs, { type Dayjs } from 'dayjs';
import type { TFunction } from 'i18next';
import { AdvancedParamsFields } from '../../../domain/ticketTypes/advancedParams.schema.ts';
import {
  type TicketTypeDraft,
  TicketTypeInput,
  type TicketTypeRow,
} from '../../../domain/ticketTypes/ticketType.schema.ts';
import { TICKET_CATE, TICKET_MEDIA } from '../../../domain/ticketTypes/ticketTypeCodes.ts';
import { fenToYuan, yuanToFen } from '../../../domain/ticketTypes/ticketTypeFields.ts';
import {
  ZonePermissionFields,
  type ZonePermissionInput,
} from '../../../domain/ticketTypes/zonePermission.schema.ts';
import { zodObjectRule } from '../forms/zodRule.ts';

type Money = number | null | undefined;

export interface FreePassValues {
  minAge?: number | null;
  areaName?: string;
  passMode?: number | null;
}

/** The form's values: the draft with money in yuan and the free-pass fields always present. */
export type FormValues = Omit<
  TicketTypeDraft,
  'ticketDisplayPrice' | 'ticketPrice' | 'patchCard' | 'freePassRule' | 'zonePermissions'
> & {
  ticketDisplayPrice: Money;
  ticketPrice: Money;
  patchCard: Money;
  zonePermissions: Partial<ZonePermissionInput>[];
  freePassRule: FreePassValues;
};

/** A new zone permission row: the schema's defaults, no zone chosen yet. */
export function newZoneRow(zoneID?: number): Partial<ZonePermissionInput> {
  return { ...ZonePermissionFields.omit({ zoneID: true }).parse({}), zoneID };
}

/** A new ticket type; of a card entry, its first kind on an IC card sold at the window's terminal. */
export function emptyValues(
  scenicAreaID: number | null,
  zoneID?: number,
  cates: readonly number[] | null = null,
): FormValues {
  const card = cates !== null;
  return {
    scenicAreaID: scenicAreaID ?? (undefined as unknown as number),
    ticketTypeName: '',
    ticketDisplayPrice: undefined,
    ticketPrice: undefined,
    ticketMedium: card ? TICKET_MEDIA.indexOf('icCard') : 0,
    ticketFeeMethod: 0,
    ticketCate: cates?.[0] ?? 0,
    ticketTypeStartingType: 0,
    ticketTypeStartingDate: null,
    ticketUseDays: card ? 365 : 0,
    refundRuleID: null,
    limitCount: 0,
    patchCard: 0,
    salePlatforms: card ? ['terminal'] : ['publicAccount', 'terminal', 'miniProgram'],
    headPhoto: '',
    ticketAudioEnable: 0,
    isEnable: 1,
    zonePermissions: [newZoneRow(zoneID)],
    advanced: AdvancedParamsFields.parse({}),
    freePassRule: { minAge: undefined, areaName: '', passMode: undefined },
  };
}

export function toFormValues(row: TicketTypeRow): FormValues {
  const { id: _id, scenicAreaName: _n, authorisedRegionCount: _c, ...rest } = row;
  return {
    ...rest,
    ticketDisplayPrice: fenToYuan(row.ticketDisplayPrice),
    ticketPrice: fenToYuan(row.ticketPrice),
    patchCard: fenToYuan(row.patchCard),
    zonePermissions: row.zonePermissions.map(({ zoneName: _z, ...zone }) => zone),
    freePassRule: row.freePassRule ?? { minAge: undefined, areaName: '', passMode: undefined },
  };
}

const fen = (yuan: Money) =>
  yuan === null || yuan === undefined ? (yuan as unknown as number) : yuanToFen(yuan);

export function toDraft(values: FormValues): TicketTypeDraft {
  return {
    ...values,
    ticketDisplayPrice: fen(values.ticketDisplayPrice),
    ticketPrice: fen(values.ticketPrice),
    patchCard: fen(values.patchCard),
    zonePermissions: values.zonePermissions as ZonePermissionInput[],
    freePassRule: values.ticketCate === TICKET_CATE.freeIdCard ? (values.freePassRule as never) : null,
  };
}

/** A rule that checks the whole draft and reports the issue at `path` (rules across fields). */
export function draftRule(path: (string | number)[]): Rule {
  return zodObjectRule(TicketTypeInput, (form) => toDraft(form.getFieldsValue(true) as FormValues), path);
}

/**
 * Select options of a coded list (ticketTypeCodes.ts): value = code, label = its translation; only
 * the codes of `only` when given (a card entry's kinds).
 */
export function codeOptions(
  list: readonly string[],
  group: string,
  t: TFunction,
  only: readonly number[] | null = null,
) {
  return list
    .map((name, code) => ({ value: code, label: t(`ticketTypes.${group}.${name}`) }))
    .filter((o) => only === null || only.includes(o.value));
}

/** Form.Item props for 0/1 flags edited with a Switch or Checkbox. */
export const flagItem = {
  valuePropName: 'checked',
  getValueProps: (value: unknown) => ({ checked: value === 1 }),
  normalize: (checked: boolean) => (checked ? 1 : 0),
} as const;

/** Form.Item props for local dates ("YYYY-MM-DD") edited with a DatePicker. */
export const dateItem = {
  getValueProps: (value: unknown) => ({ value: typeof value === 'string' && value ? dayjs(value) : null }),
  normalize: (day: Dayjs | null) => (day ? day.format('YYYY-MM-DD') : null),
} as const;
