import type { Translations } from '../i18n/lang.ts';

/** Card refusals (spec 001 §8 card operations), merged into domain/i18n/errorMessages.ts. */
export const CARD_ERRORS = {
  CARD_NOT_FOUND: { cn: '卡号不存在', en: 'No such card', es: 'No existe esa tarjeta' },
  CARD_NO_TAKEN: {
    cn: '卡号 {cardNo} 已存在',
    en: 'Card number {cardNo} is already in use',
    es: 'El número de tarjeta {cardNo} ya existe',
  },
  CARD_NO_MUST_BE_ID: {
    cn: '身份证介质的卡号必须是身份证号',
    en: 'With the ID-card medium the card number is the ID number',
    es: 'Con soporte DNI, el número de tarjeta es el número del documento',
  },
  CARD_PERIOD_TOO_LONG: {
    cn: '有效期过长（{count} {unit}）',
    en: 'The validity is too long ({count} {unit})',
    es: 'La validez es demasiado larga ({count} {unit})',
  },
  CARD_ALREADY_ACTIVATED: {
    cn: '卡 {cardNo} 已激活',
    en: 'Card {cardNo} is already activated',
    es: 'La tarjeta {cardNo} ya está activada',
  },
  CARD_NOT_ACTIVATED: {
    cn: '卡 {cardNo} 未激活，请先激活',
    en: 'Card {cardNo} is not activated: activate it first',
    es: 'La tarjeta {cardNo} no está activada: actívela primero',
  },
  CARD_NOT_STORED_VALUE: {
    cn: '卡 {cardNo} 不是储值卡',
    en: 'Card {cardNo} is not a stored-value card',
    es: 'La tarjeta {cardNo} no es de saldo',
  },
  CARD_BALANCE_NOT_ENOUGH: {
    cn: '余额不足：余额 {balance} 元，应付 {amount} 元',
    en: 'Balance too low: {balance} yuan left, {amount} yuan to pay',
    es: 'Saldo insuficiente: quedan {balance} yuanes, a pagar {amount}',
  },
  CARD_NOT_RENEWABLE: {
    cn: '普通票或团体票不能续卡',
    en: 'Ordinary and group tickets cannot be renewed',
    es: 'Las entradas normales o de grupo no se renuevan',
  },
  CARD_NOT_REPLACEABLE: {
    cn: '普通票或团体票不能补卡',
    en: 'Ordinary and group tickets cannot be replaced',
    es: 'Las entradas normales o de grupo no se reponen',
  },
  CARD_LOST: {
    cn: '卡 {cardNo} 已挂失',
    en: 'Card {cardNo} is reported lost',
    es: 'La tarjeta {cardNo} está denunciada como perdida',
  },
  CARD_VOIDED: {
    cn: '卡 {cardNo} 已作废（已补卡为 {newCardNo}）',
    en: 'Card {cardNo} is void (replaced by {newCardNo})',
    es: 'La tarjeta {cardNo} está anulada (sustituida por {newCardNo})',
  },
  CARD_EXPIRED: {
    cn: '卡 {cardNo} 已于 {validTo} 过期',
    en: 'Card {cardNo} expired on {validTo}',
    es: 'La tarjeta {cardNo} caducó el {validTo}',
  },
  CARD_ALREADY_LOST: {
    cn: '卡 {cardNo} 已挂失',
    en: 'Card {cardNo} is already reported lost',
    es: 'La tarjeta {cardNo} ya está denunciada',
  },
  CARD_NOT_LOST: {
    cn: '卡 {cardNo} 未挂失，无需解挂',
    en: 'Card {cardNo} is not reported lost',
    es: 'La tarjeta {cardNo} no está denunciada',
  },
  CARD_NOT_BOUND: {
    cn: '卡 {cardNo} 未绑定持卡人',
    en: 'Card {cardNo} has no holder bound',
    es: 'La tarjeta {cardNo} no tiene titular vinculado',
  },
  CARD_IMPORT_ROW: {
    cn: '第 {row} 行：{message}',
    en: 'Row {row}: {message}',
    es: 'Fila {row}: {message}',
  },
  CARD_IMPORT_DUPLICATE: {
    cn: '第 {row} 行：卡号 {cardNo} 重复或已存在，未导入任何数据',
    en: 'Row {row}: card number {cardNo} is repeated or already exists; nothing was imported',
    es: 'Fila {row}: el número {cardNo} está repetido o ya existe; no se importó nada',
  },
  CARD_IMPORT_EMPTY: {
    cn: '文件中没有会员数据',
    en: 'The file holds no members',
    es: 'El archivo no contiene socios',
  },
} satisfies Record<Uppercase<string>, Translations>;

export type CardErrorCode = keyof typeof CARD_ERRORS;

/** Form messages of the card screens (`i18n:<key>`). */
export const CARD_VALIDATION = {
  cardNoRequired: { cn: '请输入卡号', en: 'Enter the card number', es: 'Indique el número de tarjeta' },
  cardNoNoChinese: {
    cn: '卡号不能包含中文或空格',
    en: 'The card number cannot hold Chinese characters or spaces',
    es: 'El número de tarjeta no admite caracteres chinos ni espacios',
  },
  cardNameRequired: { cn: '请输入姓名', en: 'Enter the name', es: 'Indique el nombre' },
  renewalPeriodRequired: {
    cn: '请填写自定义续卡时长',
    en: 'Enter the custom renewal period',
    es: 'Indique el periodo de renovación',
  },
  renewalTooLong: {
    cn: '续卡天数不超过 5000、月数不超过 100、年数不超过 20',
    en: 'Renewal: at most 5000 days, 100 months or 20 years',
    es: 'Renovación: como máximo 5000 días, 100 meses o 20 años',
  },
  newCardNoSame: {
    cn: '新卡号不能与原卡号相同',
    en: 'The new card number must differ from the old one',
    es: 'El número nuevo debe ser distinto del anterior',
  },
  membershipCardKindOnly: {
    cn: '会员卡只能是年卡、半年卡、季卡、月卡、自定义卡或优惠卡',
    en: 'A membership card is an annual, half-year, quarterly, monthly, custom or privilege card',
    es: 'Una tarjeta de socio es anual, semestral, trimestral, mensual, personalizada o de privilegio',
  },
  storedValueCardKindOnly: {
    cn: '储值卡的类别只能是储值卡',
    en: 'A stored-value card type is of the stored-value kind',
    es: 'Un tipo de tarjeta de saldo es de la categoría de saldo',
  },
  cardPeriodTooLong: {
    cn: '会员卡有效期不超过 6000 天、100 个月或 30 年',
    en: 'A card lasts at most 6000 days, 100 months or 30 years',
    es: 'Una tarjeta dura como máximo 6000 días, 100 meses o 30 años',
  },
  cardPeriodRequired: {
    cn: '自定义月卡、年卡请填写有效月数或年数',
    en: 'Enter how many months or years the custom card lasts',
    es: 'Indique cuántos meses o años dura la tarjeta personalizada',
  },
} satisfies Record<string, Translations>;
