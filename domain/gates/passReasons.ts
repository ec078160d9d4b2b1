// Why a gate opened or stayed shut (issue 13): one machine code per reason, and the sentence the
// device shows or speaks in its language. The codes are the device protocol (docs/gates.md): a
// vendor's firmware may switch on them, so a code is never renamed; new ones are added at the end.
import { fill, type Lang, type Translations } from '../i18n/lang.ts';

export const PASS_REASONS = [
  'ok',
  'unknown',
  'forged',
  'not_paid',
  'refunded',
  'voided',
  'lost',
  'disabled',
  'expired',
  'not_yet_valid',
  'outside_schedule',
  'holiday_closed',
  'zone_not_permitted',
  'device_not_bound',
  'used_up',
  'used_up_today',
  'wrong_direction',
  'zone_full',
  'price_difference_due',
  'already_inside',
  'bad_signature',
  'device_unknown',
  // Beyond the list:
  'not_collected',
  'valid_time_over',
  'door_closed',
  'face_required',
  'not_inside',
  // Issue 16: a stored-value card whose balance does not cover its timed stay (domain/cards/cardStay.ts).
  'balance_not_enough',
] as const;
export type PassReason = (typeof PASS_REASONS)[number];

/** A message's parameters (dates, limits, amounts): what a decision keeps to answer again in any language. */
export type Details = Record<string, string | number>;
/** A rule said no: the reason and its message's parameters. */
export interface Refusal {
  reason: Exclude<PassReason, 'ok'>;
  details: Details;
}

/** What the device shows; `{param}`s are filled from the decision's details. */
export const PASS_MESSAGES = {
  ok: { cn: '验票成功，请通行', en: 'Welcome, please pass', es: 'Bienvenido, puede pasar' },
  unknown: { cn: '无效票：未找到此票', en: 'Ticket not found', es: 'Entrada no encontrada' },
  forged: {
    cn: '票码校验失败，请到窗口处理',
    en: 'This code is not genuine; please go to the ticket window',
    es: 'Código no válido; acuda a la taquilla',
  },
  not_paid: { cn: '订单未支付', en: 'This order is not paid', es: 'El pedido no está pagado' },
  refunded: { cn: '此票已退', en: 'This ticket was refunded', es: 'Esta entrada fue reembolsada' },
  voided: { cn: '此票已作废', en: 'This ticket is void', es: 'Esta entrada está anulada' },
  lost: {
    cn: '此票已挂失',
    en: 'This ticket is reported lost',
    es: 'Esta entrada está denunciada como perdida',
  },
  disabled: { cn: '此票已停用', en: 'This ticket is disabled', es: 'Esta entrada está desactivada' },
  expired: {
    cn: '此票已过期（有效期至 {validTo}）',
    en: 'This ticket expired on {validTo}',
    es: 'Esta entrada caducó el {validTo}',
  },
  not_yet_valid: {
    cn: '此票 {validFrom} 起可用',
    en: 'This ticket is valid from {validFrom}',
    es: 'Esta entrada es válida desde el {validFrom}',
  },
  outside_schedule: {
    cn: '不在通行时段内（{periods}）',
    en: 'Outside the opening times ({periods})',
    es: 'Fuera del horario de paso ({periods})',
  },
  holiday_closed: {
    cn: '节假日不可通行',
    en: 'This ticket does not pass on holidays',
    es: 'Esta entrada no pasa en días festivos',
  },
  zone_not_permitted: {
    cn: '此票不可进入{zoneName}',
    en: 'This ticket does not admit to {zoneName}',
    es: 'Esta entrada no da acceso a {zoneName}',
  },
  device_not_bound: {
    cn: '此票不能在本闸机通行，请走其他通道',
    en: 'This ticket is not valid at this gate; please use another',
    es: 'Esta entrada no vale en este torniquete; use otro',
  },
  used_up: {
    cn: '此票次数已用完',
    en: 'No entries left on this ticket',
    es: 'No quedan pasos en esta entrada',
  },
  used_up_today: {
    cn: '此票今日次数已用完',
    en: 'No entries left today on this ticket',
    es: 'No quedan pasos hoy en esta entrada',
  },
  wrong_direction: {
    cn: '请从{direction}通道通行',
    en: 'Please use the {direction} lane',
    es: 'Use el carril de {direction}',
  },
  zone_full: {
    cn: '{zoneName}已满（{limit} 人），请稍候',
    en: '{zoneName} is full ({limit} people); please wait',
    es: '{zoneName} está completo ({limit} personas); espere por favor',
  },
  price_difference_due: {
    cn: '超时 {minutesOver} 分钟，请到窗口补差价 ¥{owed}',
    en: '{minutesOver} minutes over: please pay ¥{owed} at the window',
    es: '{minutesOver} minutos de más: pague ¥{owed} en la taquilla',
  },
  already_inside: {
    cn: '此票已入园，请先出园',
    en: 'This ticket is already inside; exit first',
    es: 'Esta entrada ya está dentro; salga primero',
  },
  bad_signature: {
    cn: '设备签名错误',
    en: 'Device signature is wrong',
    es: 'La firma del dispositivo es incorrecta',
  },
  device_unknown: { cn: '设备未登记', en: 'This device is not registered', es: 'Dispositivo no registrado' },
  not_collected: {
    cn: '请先到窗口取票',
    en: 'Please collect this ticket at the window first',
    es: 'Recoja primero la entrada en la taquilla',
  },
  valid_time_over: {
    cn: '此票可用时长已过',
    en: 'This ticket’s time allowance is over',
    es: 'Se agotó el tiempo de esta entrada',
  },
  door_closed: { cn: '通道已关闭', en: 'This lane is closed', es: 'Este carril está cerrado' },
  face_required: {
    cn: '此票需刷脸核验',
    en: 'This ticket needs a face check',
    es: 'Esta entrada requiere verificación facial',
  },
  not_inside: {
    cn: '此票未入园，不能出园',
    en: 'This ticket has not entered; it cannot exit',
    es: 'Esta entrada no ha entrado; no puede salir',
  },
  balance_not_enough: {
    cn: '卡内余额不足：本次停留 ¥{owed}，余额 ¥{balance}，请到窗口充值后出园',
    en: 'Card balance too low: this stay costs ¥{owed}, the card holds ¥{balance}; please top up at the window',
    es: 'Saldo insuficiente: esta estancia cuesta ¥{owed} y la tarjeta tiene ¥{balance}; recargue en la taquilla',
  },
} as const satisfies Record<PassReason, Translations>;

/** What the device says when a stored-value card's stay was paid from its balance as it left. */
export const STAY_CHARGED_MESSAGE = {
  cn: '已扣费 ¥{amount}，余额 ¥{balance}，请通行',
  en: 'Charged ¥{amount}, ¥{balance} left; please pass',
  es: 'Cobrado ¥{amount}, quedan ¥{balance}; puede pasar',
} as const satisfies Translations;

/** A lane named in a message (wrong_direction's `{direction}` is the code 'in' or 'out'). */
const DIRECTION_WORDS: Record<string, Translations> = {
  in: { cn: '入口', en: 'entry', es: 'entrada' },
  out: { cn: '出口', en: 'exit', es: 'salida' },
};

/** The device's sentence for a reason, in its language (coded parameters in words of that language). */
export function passMessage(reason: PassReason, lang: Lang, params: Record<string, unknown> = {}): string {
  const lane = DIRECTION_WORDS[String(params.direction)];
  return fill(PASS_MESSAGES[reason][lang], lane ? { ...params, direction: lane[lang] } : params);
}
