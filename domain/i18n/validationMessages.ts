import { z } from 'zod';
import { AGENCY_ERRORS } from '../agencies/agencyMessages.ts';
import { BOOKING_ERRORS } from '../booking/bookingMessages.ts';
import { CARD_VALIDATION } from '../cards/cardMessages.ts';
import { INFO_PUBLISH_VALIDATION } from '../infoPublish/infoPublishMessages.ts';
import { MASTER_DATA_VALIDATION } from '../masterData/masterDataMessages.ts';
import { REFUND_VALIDATION } from '../refunds/refundMessages.ts';
import { REPORT_VALIDATION } from '../reports/reportMessages.ts';
import { RULES_VALIDATION } from '../rules/rulesMessages.ts';
import { SALES_VALIDATION } from '../sales/salesMessages.ts';
import { TICKET_HANDLING_VALIDATION } from '../sales/ticketHandlingMessages.ts';
import { SHIFT_VALIDATION } from '../shifts/shiftMessages.ts';
import { TICKET_TYPES_VALIDATION } from '../ticketTypes/ticketTypesMessages.ts';
import { USERS_VALIDATION } from '../users/usersMessages.ts';
import { VISITOR_CONFIG_VALIDATION } from '../visitorConfig/visitorConfigMessages.ts';
import { INPUT_VALIDATION } from './inputMessages.ts';
import { fill, type Lang, type Translations } from './lang.ts';

/**
 * One translation of a zod issue, used by the server (400 answers) and by the screens (form
 * messages), so both say the same thing. Schemas give a specific message as `i18n:<key>` with the key
 * in CUSTOM below; everything else is phrased from the issue itself.
 */
const GENERIC = {
  required: { cn: '不能为空', en: 'is required', es: 'es obligatorio' },
  invalid_type: {
    cn: '类型错误（应为 {expected}）',
    en: 'must be a {expected}',
    es: 'debe ser de tipo {expected}',
  },
  too_long: {
    cn: '长度不能超过 {maximum} 个字符',
    en: 'cannot exceed {maximum} characters',
    es: 'no puede superar {maximum} caracteres',
  },
  too_short: {
    cn: '长度不能少于 {minimum} 个字符',
    en: 'must have at least {minimum} characters',
    es: 'debe tener al menos {minimum} caracteres',
  },
  too_big: {
    cn: '不能大于 {maximum}',
    en: 'cannot be greater than {maximum}',
    es: 'no puede ser mayor que {maximum}',
  },
  too_small: {
    cn: '不能小于 {minimum}',
    en: 'cannot be less than {minimum}',
    es: 'no puede ser menor que {minimum}',
  },
  not_above: {
    cn: '必须大于 {minimum}',
    en: 'must be greater than {minimum}',
    es: 'debe ser mayor que {minimum}',
  },
  too_many: { cn: '最多 {maximum} 项', en: 'at most {maximum} items', es: 'como máximo {maximum} elementos' },
  too_few: { cn: '至少 {minimum} 项', en: 'at least {minimum} items', es: 'al menos {minimum} elementos' },
  invalid_format: { cn: '格式不正确', en: 'has an invalid format', es: 'tiene un formato no válido' },
  invalid_value: { cn: '取值无效', en: 'has an invalid value', es: 'tiene un valor no válido' },
  unrecognized_keys: {
    cn: '包含未知字段：{keys}',
    en: 'has unknown fields: {keys}',
    es: 'tiene campos desconocidos: {keys}',
  },
  invalid: { cn: '无效', en: 'is invalid', es: 'no es válido' },
} satisfies Record<string, Translations>;

/** Specific messages referenced by schemas as `i18n:<key>`. Features add theirs here. */
export const CUSTOM: Record<string, Translations> = {
  required: GENERIC.required,
  passwordsDiffer: {
    cn: '两次输入的密码不一致',
    en: 'The passwords do not match',
    es: 'Las contraseñas no coinciden',
  },
  endBeforeStart: {
    cn: '结束时间不能早于开始时间',
    en: 'The end cannot be before the start',
    es: 'El final no puede ser anterior al inicio',
  },
  invalidIp: { cn: 'IP 地址格式不正确', en: 'Invalid IP address', es: 'Dirección IP no válida' },
  // Rules (domain/rules): billing, price difference, discount.
  startPeriodRequired: {
    cn: '请设置起始时段',
    en: 'The start period is required',
    es: 'El periodo inicial es obligatorio',
  },
  periodsOverlap: {
    cn: '时段不能重叠',
    en: 'Periods cannot overlap',
    es: 'Los periodos no pueden solaparse',
  },
  holidayPeriodRequired: {
    cn: '请设置节假日开始时间',
    en: 'The holiday start time is required',
    es: 'La hora de inicio del festivo es obligatoria',
  },
  stageMinutesNotIncreasing: {
    cn: '每个阶段的超时分钟数必须大于上一阶段',
    en: 'Each stage must start later than the one before',
    es: 'Cada etapa debe empezar después de la anterior',
  },
  stageAmountDecreasing: {
    cn: '每个阶段的补差金额不能低于上一阶段',
    en: 'A stage cannot ask for less than the one before',
    es: 'Una etapa no puede cobrar menos que la anterior',
  },
  discountTiersRequired: {
    cn: '请至少添加一条优惠规则',
    en: 'Add at least one discount tier',
    es: 'Añada al menos un tramo de descuento',
  },
  discountTypeMismatch: {
    cn: '优惠类型与优惠类别不符',
    en: 'The discount type does not fit the category',
    es: 'El tipo de descuento no corresponde a la categoría',
  },
  duplicateThreshold: {
    cn: '优惠门槛不能重复',
    en: 'Two tiers cannot have the same threshold',
    es: 'Dos tramos no pueden tener el mismo umbral',
  },
  discountPercentRange: {
    cn: '折扣须在 1 到 99 之间（如 88 表示 8.8 折）',
    en: 'The percentage must be 1 to 99 (88 means the buyer pays 88 %)',
    es: 'El porcentaje debe estar entre 1 y 99 (88 significa que se paga el 88 %)',
  },
  discountAboveThreshold: {
    cn: '减免金额不能大于满减门槛',
    en: 'The amount off cannot exceed the threshold',
    es: 'El descuento no puede superar el umbral',
  },
  ...INPUT_VALIDATION,
  ...MASTER_DATA_VALIDATION,
  ...REFUND_VALIDATION,
  ...REPORT_VALIDATION,
  ...RULES_VALIDATION,
  ...SALES_VALIDATION,
  ...CARD_VALIDATION,
  ...BOOKING_ERRORS,
  ...AGENCY_ERRORS,
  ...TICKET_HANDLING_VALIDATION,
  ...SHIFT_VALIDATION,
  ...TICKET_TYPES_VALIDATION,
  ...USERS_VALIDATION,
  ...VISITOR_CONFIG_VALIDATION,
  ...INFO_PUBLISH_VALIDATION,
};

type Issue = z.core.$ZodIssue;

// Finished zod issues do not carry the input, so "missing" is told apart from "wrong" while parsing:
// a missing value for a field without a message of its own becomes `i18n:required`.
z.config({
  customError: (issue) =>
    (issue.code === 'invalid_type' || issue.code === 'invalid_value') &&
    (issue.input === undefined || issue.input === null)
      ? 'i18n:required'
      : undefined,
});

function genericKey(issue: Issue): keyof typeof GENERIC {
  switch (issue.code) {
    case 'invalid_type':
      return 'invalid_type'; // a missing value was already turned into i18n:required above
    case 'too_big':
      return issue.origin === 'string' ? 'too_long' : issue.origin === 'array' ? 'too_many' : 'too_big';
    case 'too_small':
      if (issue.origin === 'string') return issue.minimum === 1 ? 'required' : 'too_short';
      if (issue.origin === 'array') return 'too_few';
      return issue.inclusive === false ? 'not_above' : 'too_small';
    case 'invalid_value':
    case 'invalid_format':
    case 'unrecognized_keys':
      return issue.code;
    default:
      return 'invalid';
  }
}

/** The field part of a message: the last path segment ("name", "zones[1].useTimes"). */
export function issueField(issue: Issue): string {
  return issue.path
    .map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? String(p) : `.${String(p)}`))
    .join('');
}

export function translateIssue(issue: Issue, lang: Lang): string {
  if (issue.message?.startsWith('i18n:')) {
    const custom = CUSTOM[issue.message.slice(5)];
    if (custom) return custom[lang];
  }
  const key = genericKey(issue);
  const params = { ...(issue as unknown as Record<string, unknown>) };
  if (issue.code === 'unrecognized_keys') params.keys = issue.keys.join(', ');
  return fill(GENERIC[key][lang], params);
}

/** "name: cannot exceed 16 characters; remark: …" */
export function describeIssues(issues: readonly Issue[], lang: Lang): string {
  return issues
    .map((issue) => {
      const field = issueField(issue);
      return field ? `${field} ${translateIssue(issue, lang)}` : translateIssue(issue, lang);
    })
    .join('; ');
}
