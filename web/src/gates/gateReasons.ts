// Short labels of the pass reasons for the access-record table, in the three languages (the device's
// full sentence, PASS_MESSAGES of domain/gates/passReasons.ts, carries placeholders and is long).

import type { PassReason } from '../../../domain/gates/passReasons.ts';
import type { Lang, Translations } from '../../../domain/i18n/lang.ts';

export const REASON_LABELS = {
  ok: { cn: '通过', en: 'Admitted', es: 'Admitido' },
  unknown: { cn: '未找到票', en: 'Not found', es: 'No encontrada' },
  forged: { cn: '伪造票码', en: 'Forged code', es: 'Código falso' },
  not_paid: { cn: '未支付', en: 'Not paid', es: 'No pagada' },
  refunded: { cn: '已退票', en: 'Refunded', es: 'Reembolsada' },
  voided: { cn: '已作废', en: 'Void', es: 'Anulada' },
  lost: { cn: '已挂失', en: 'Reported lost', es: 'Perdida' },
  disabled: { cn: '已停用', en: 'Disabled', es: 'Desactivada' },
  expired: { cn: '已过期', en: 'Expired', es: 'Caducada' },
  not_yet_valid: { cn: '未到有效期', en: 'Not yet valid', es: 'Aún no válida' },
  outside_schedule: { cn: '不在通行时段', en: 'Outside opening times', es: 'Fuera de horario' },
  holiday_closed: { cn: '节假日不可通行', en: 'Closed on holidays', es: 'Cerrado en festivos' },
  zone_not_permitted: { cn: '无此区域权限', en: 'Zone not allowed', es: 'Zona no permitida' },
  device_not_bound: { cn: '未绑定此闸机', en: 'Not for this gate', es: 'No vale en este torniquete' },
  used_up: { cn: '次数已用完', en: 'Used up', es: 'Agotada' },
  used_up_today: { cn: '今日次数已用完', en: 'Used up today', es: 'Agotada hoy' },
  wrong_direction: { cn: '方向错误', en: 'Wrong direction', es: 'Sentido incorrecto' },
  zone_full: { cn: '区域已满', en: 'Zone full', es: 'Zona completa' },
  price_difference_due: { cn: '需补差价', en: 'Price difference due', es: 'Diferencia pendiente' },
  already_inside: { cn: '已在园内', en: 'Already inside', es: 'Ya dentro' },
  bad_signature: { cn: '签名错误', en: 'Bad signature', es: 'Firma incorrecta' },
  device_unknown: { cn: '设备未登记', en: 'Unknown device', es: 'Dispositivo desconocido' },
  not_collected: { cn: '未取票', en: 'Not collected', es: 'No recogida' },
  valid_time_over: { cn: '时长已过', en: 'Time allowance over', es: 'Tiempo agotado' },
  door_closed: { cn: '通道关闭', en: 'Lane closed', es: 'Carril cerrado' },
  face_required: { cn: '需刷脸', en: 'Face check needed', es: 'Requiere rostro' },
  not_inside: { cn: '未入园', en: 'Not inside', es: 'No está dentro' },
  balance_not_enough: { cn: '余额不足', en: 'Balance too low', es: 'Saldo insuficiente' },
} as const satisfies Record<PassReason, Translations>;

export const reasonLabel = (reason: PassReason, lang: Lang): string => REASON_LABELS[reason][lang];
