import type { Translations } from '../i18n/lang.ts';

/** Error codes of selling, printing and scanning (spec 001 §8), merged into domain/i18n/errorMessages.ts. */
export const SALES_ERRORS = {
  TICKET_TYPE_NOT_SELLABLE: {
    cn: '票种 {id} 不存在、已停用或不属于本景区',
    en: 'Ticket type {id} does not exist, is disabled or belongs to another scenic area',
    es: 'El tipo de entrada {id} no existe, está desactivado o es de otra zona turística',
  },
  SALE_DUPLICATE_TYPE: {
    cn: '票种“{name}”重复，请合并数量',
    en: 'Ticket type "{name}" is listed twice; add up the counts',
    es: 'El tipo «{name}» aparece dos veces; sume las cantidades',
  },
  TICKET_TYPE_EXPIRED: {
    cn: '票种“{name}”已过售票截止日期',
    en: 'Ticket type "{name}" is past its last sale date',
    es: 'El tipo «{name}» ya pasó su última fecha de venta',
  },
  TOURISTS_REQUIRED: {
    cn: '“{name}”为实名票，请填写 {count} 位游客的姓名和身份证号',
    en: '"{name}" is a real-name ticket: enter the name and ID number of {count} visitor(s)',
    es: '«{name}» es nominativa: indique nombre y documento de {count} visitante(s)',
  },
  HOLDER_PHOTO_REQUIRED: {
    cn: '“{name}”需要游客照片',
    en: '"{name}" needs a photo of each visitor',
    es: '«{name}» requiere una foto de cada visitante',
  },
  ONE_TICKET_ONE_TYPE: {
    cn: '一票多人只能选择一种票种',
    en: 'One ticket for many people allows only one ticket type',
    es: 'Una entrada para varias personas admite un solo tipo',
  },
  MANY_PEOPLE_NOT_ALLOWED: {
    cn: '票种“{name}”不支持一票多人',
    en: 'Ticket type "{name}" cannot be sold as one ticket for many people',
    es: 'El tipo «{name}» no se vende como una entrada para varias personas',
  },
  SPECIAL_TOURIST_ONE_KIND: {
    cn: '特殊游客类型每单只能选择一种',
    en: 'Only one kind of special visitor per order',
    es: 'Solo un tipo de visitante especial por pedido',
  },
  CASH_NOT_ENOUGH: {
    cn: '实收金额不足，应收 {payable} 元',
    en: 'Not enough cash received: {payable} yuan due',
    es: 'Efectivo insuficiente: se deben {payable} yuanes',
  },
  PAYMENT_DECLINED: {
    cn: '支付失败，未出票（{reason}）',
    en: 'Payment failed, so no ticket was issued ({reason})',
    es: 'El pago falló y no se emitió ninguna entrada ({reason})',
  },
  TICKET_ALREADY_EXISTS: {
    cn: '该游客今天已有此票（{idNumbers}），是否继续售票？',
    en: 'This visitor already holds this ticket today ({idNumbers}). Sell again?',
    es: 'Este visitante ya tiene esta entrada hoy ({idNumbers}). ¿Vender otra vez?',
  },
  ORDER_NOT_FOUND: { cn: '订单不存在', en: 'Order not found', es: 'Pedido no encontrado' },
  TICKET_NOT_FOUND: { cn: '票不存在', en: 'Ticket not found', es: 'Entrada no encontrada' },
  PRINT_MULTIPLE_TYPES: {
    cn: '订单包含多种票种，不能打印（购票成功）',
    en: 'The order holds more than one ticket type and cannot be printed (the purchase stands)',
    es: 'El pedido tiene varios tipos de entrada y no se puede imprimir (la compra es válida)',
  },
  PRINT_TEMPLATE_MISSING: {
    cn: '打印失败，没有打印模板（购票成功）',
    en: 'Print failed: no print template exists (the purchase succeeded)',
    es: 'Falló la impresión: no hay plantilla (la compra se realizó)',
  },
  ORDER_ALREADY_PRINTED: {
    cn: '订单已打印，请使用重打',
    en: 'This order was already printed; use reprint',
    es: 'Este pedido ya se imprimió; use reimprimir',
  },
  ORDER_NOT_PRINTED: {
    cn: '订单尚未打印，请先打印',
    en: 'This order has not been printed yet; print it first',
    es: 'Este pedido aún no se imprimió; imprímalo primero',
  },
  TICKET_NOT_USABLE: {
    cn: '该票当前状态不可操作',
    en: 'This ticket cannot be used in its present state',
    es: 'Esta entrada no se puede usar en su estado actual',
  },
  TICKET_ALREADY_COLLECTED: {
    cn: '该票已取票',
    en: 'This ticket was already collected',
    es: 'Esta entrada ya se recogió',
  },
  TICKET_CODE_INVALID: {
    cn: '票码无效或被篡改',
    en: 'This ticket code is not valid or was altered',
    es: 'Este código de entrada no es válido o fue alterado',
  },
  STALE_VERSION: {
    cn: '数据已被他人修改（当前版本 {current}），请刷新后重试',
    en: 'Someone changed this meanwhile (now version {current}); refresh and try again',
    es: 'Otra persona lo cambió (versión actual {current}); actualice e inténtelo de nuevo',
  },
} satisfies Record<Uppercase<string>, Translations>;

export type SalesErrorCode = keyof typeof SALES_ERRORS;

/** Validation messages of the sell form (`i18n:<key>`), merged into domain/i18n/validationMessages.ts. */
export const SALES_VALIDATION = {
  chooseTicketType: { cn: '请选择票种', en: 'Choose a ticket type', es: 'Elija un tipo de entrada' },
  amountNotZero: {
    cn: '金额不能为空或0',
    en: 'The amount cannot be empty or 0',
    es: 'El importe no puede estar vacío ni ser 0',
  },
  creditAgencyRequired: {
    cn: '挂账须选择欠款的旅行社',
    en: 'On credit: choose the travel agency that owes the money',
    es: 'A crédito: elija la agencia de viajes que debe el importe',
  },
  scanPaymentCode: {
    cn: '请扫描付款码',
    en: 'Please scan the payment code',
    es: 'Escanee el código de pago',
  },
  idNumberInvalid: { cn: '身份证号码不正确', en: 'Invalid ID number', es: 'Número de documento no válido' },
  mobileInvalid: { cn: '手机号码不正确', en: 'Invalid mobile number', es: 'Número de móvil no válido' },
  photoRequired: { cn: '请上传照片', en: 'Upload a photo', es: 'Suba una foto' },
  spanOverYear: {
    cn: '查询时间跨度不能超过一年',
    en: 'The time span cannot exceed one year',
    es: 'El intervalo no puede superar un año',
  },
  tooManyTickets: {
    cn: '每单最多 100 张票',
    en: 'At most 100 tickets per order',
    es: 'Como máximo 100 entradas por pedido',
  },
} satisfies Record<string, Translations>;
