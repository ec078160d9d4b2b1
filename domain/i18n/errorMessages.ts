import { AGENCY_ERRORS } from '../agencies/agencyMessages.ts';
import { BOOKING_ERRORS } from '../booking/bookingMessages.ts';
import { CARD_ERRORS } from '../cards/cardMessages.ts';
import { GATE_ERRORS } from '../gates/gateMessages.ts';
import { INFO_PUBLISH_ERRORS } from '../infoPublish/infoPublishMessages.ts';
import { MASTER_DATA_ERRORS } from '../masterData/masterDataMessages.ts';
import { READ_MODEL_AUDIT_ERRORS } from '../readModelAudit/readModelAuditMessages.ts';
import { REFUND_ERRORS } from '../refunds/refundMessages.ts';
import { REPORT_ERRORS } from '../reports/reportMessages.ts';
import { RULES_ERRORS } from '../rules/rulesMessages.ts';
import { SALES_ERRORS } from '../sales/salesMessages.ts';
import { TICKET_HANDLING_ERRORS } from '../sales/ticketHandlingMessages.ts';
import { SHIFT_ERRORS } from '../shifts/shiftMessages.ts';
import { TICKET_TYPES_ERRORS } from '../ticketTypes/ticketTypesMessages.ts';
import { USERS_ERRORS } from '../users/usersMessages.ts';
import { VISITOR_CONFIG_ERRORS } from '../visitorConfig/visitorConfigMessages.ts';
import { INPUT_ERRORS } from './inputMessages.ts';
import { fill, type Lang, type Translations } from './lang.ts';

/**
 * Messages the server sends in `{ code, message }`, by code, in cn, en and es. Screens show the
 * server's message; a code missing here falls back to a generic one (a unit test keeps every
 * code used by the server present in all three languages).
 */
export const ERROR_MESSAGES = {
  VALIDATION_FAILED: {
    cn: '输入有误：{detail}',
    en: 'Invalid input: {detail}',
    es: 'Datos no válidos: {detail}',
  },
  INVALID_JSON: {
    cn: '请求内容不是有效的 JSON',
    en: 'The request body is not valid JSON',
    es: 'El cuerpo de la solicitud no es JSON válido',
  },
  BODY_TOO_DEEP: {
    cn: '请求内容嵌套层数过多（最多 {max} 层）',
    en: 'The request body is nested too deeply (at most {max} levels)',
    es: 'El cuerpo de la solicitud está anidado demasiado (como máximo {max} niveles)',
  },
  BODY_REQUIRED: {
    cn: '缺少请求内容',
    en: 'The request body is missing',
    es: 'Falta el cuerpo de la solicitud',
  },
  BODY_TOO_LARGE: {
    cn: '请求内容过大',
    en: 'The request body is too large',
    es: 'El cuerpo de la solicitud es demasiado grande',
  },
  UNSUPPORTED_MEDIA_TYPE: {
    cn: '不支持的内容类型',
    en: 'Unsupported content type',
    es: 'Tipo de contenido no admitido',
  },
  NOT_FOUND: { cn: '未找到', en: 'Not found', es: 'No encontrado' },
  UNAUTHORIZED: { cn: '请先登录', en: 'Please sign in', es: 'Inicie sesión primero' },
  SESSION_EXPIRED: {
    cn: '登录已过期，请重新登录',
    en: 'Your session has expired, please sign in again',
    es: 'Su sesión ha caducado, inicie sesión de nuevo',
  },
  FORBIDDEN: {
    cn: '没有权限',
    en: 'You do not have permission to do this',
    es: 'No tiene permiso para hacer esto',
  },
  OUT_OF_SCOPE: {
    cn: '无权访问其他景区的数据',
    en: "You cannot access another scenic area's data",
    es: 'No puede acceder a los datos de otra zona turística',
  },
  TOO_MANY_REQUESTS: {
    cn: '请求过于频繁，请稍后再试',
    en: 'Too many requests, please try again later',
    es: 'Demasiadas solicitudes, inténtelo más tarde',
  },
  CONCURRENT_CHANGE: {
    cn: '数据已被他人修改，请刷新后重试',
    en: 'Someone else changed this meanwhile; refresh and try again',
    es: 'Otra persona lo cambió mientras tanto; actualice e inténtelo de nuevo',
  },
  REQUEST_ID_REUSED: {
    cn: '该请求编号已用于另一项操作',
    en: 'This request id was already used for another operation',
    es: 'Este identificador de solicitud ya se usó para otra operación',
  },
  METRICS_LOOPBACK_ONLY: {
    cn: '未设置 METRICS_TOKEN 时，/metrics 只回应本机请求',
    en: 'Without METRICS_TOKEN, /metrics answers requests from this machine only',
    es: 'Sin METRICS_TOKEN, /metrics solo responde a solicitudes de esta máquina',
  },
  DATABASE_BUSY: {
    cn: '服务繁忙，请稍后重试',
    en: 'The service is busy; please try again in a moment',
    es: 'El servicio está ocupado; inténtelo de nuevo en un momento',
  },
  INTERNAL: { cn: '服务器内部错误', en: 'Internal server error', es: 'Error interno del servidor' },
  UNKNOWN: {
    cn: '操作失败（{code}）',
    en: 'The operation failed ({code})',
    es: 'La operación falló ({code})',
  },
  ...INPUT_ERRORS,
  ...GATE_ERRORS,
  ...BOOKING_ERRORS,
  ...AGENCY_ERRORS,
  ...MASTER_DATA_ERRORS,
  ...READ_MODEL_AUDIT_ERRORS,
  ...REFUND_ERRORS,
  ...REPORT_ERRORS,
  ...RULES_ERRORS,
  ...SALES_ERRORS,
  ...CARD_ERRORS,
  ...TICKET_HANDLING_ERRORS,
  ...SHIFT_ERRORS,
  ...TICKET_TYPES_ERRORS,
  ...USERS_ERRORS,
  ...VISITOR_CONFIG_ERRORS,
  ...INFO_PUBLISH_ERRORS,
} satisfies Record<Uppercase<string>, Translations>;

/** The message of an error code in a language, with its parameters filled in (UNKNOWN for a stranger). */
export function translate(code: string, lang: Lang, params: Record<string, unknown> = {}): string {
  const entry = (ERROR_MESSAGES as Record<string, Record<Lang, string>>)[code] ?? ERROR_MESSAGES.UNKNOWN;
  return fill(entry[lang], { code, ...params });
}

/** Every error code: upper-case words with underscores, each with its cn, en and es message. */
export type ErrorCode = keyof typeof ERROR_MESSAGES;
