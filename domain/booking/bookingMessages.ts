import type { Translations } from '../i18n/lang.ts';

/**
 * The visitor ordering messages (spec 002 §5, §8), by code, in cn, en and es: the page shows them for
 * its own checks, the server answers them for the same checks (merged into domain/i18n/errorMessages.ts).
 */
export const BOOKING_ERRORS = {
  OUTSIDE_SALE_WINDOW: {
    cn: '你选择的时间不在下单时间范围内,请注意查看下单的限制时间',
    en: 'The date you chose is outside the sale period; check the ordering limits',
    es: 'La fecha elegida está fuera del periodo de venta; revise los límites del pedido',
  },
  OVER_PURCHASE_LIMIT: {
    cn: '下单数量大于限购数量',
    en: 'The quantity is above the purchase limit',
    es: 'La cantidad supera el límite de compra',
  },
  TOURIST_NAME_REQUIRED: {
    cn: '请输入游客姓名',
    en: 'Enter the visitor’s name',
    es: 'Indique el nombre del visitante',
  },
  TOURIST_NAME_TOO_LONG: {
    cn: '输入姓名不能大于12个字符',
    en: 'The name may not be longer than 12 characters',
    es: 'El nombre no puede tener más de 12 caracteres',
  },
  MOBILE_REQUIRED: { cn: '请输入电话号码', en: 'Enter a mobile number', es: 'Indique un número de móvil' },
  MOBILE_INVALID: {
    cn: '电话号码不符合规格',
    en: 'The mobile number is not valid',
    es: 'El número de móvil no es válido',
  },
  ID_CARD_REQUIRED: {
    cn: '请输入身份证号码',
    en: 'Enter the ID card number',
    es: 'Indique el número de DNI chino',
  },
  ID_CARD_INVALID: {
    cn: '请输入正确的身份证号码',
    en: 'Enter a valid ID card number',
    es: 'Indique un número de documento válido',
  },
  ID_CARD_FORMAT: {
    cn: '您输入的身份证号格式有误！',
    en: 'The ID card number has the wrong format!',
    es: '¡El número de documento tiene un formato incorrecto!',
  },
  ID_CARD_REGION: {
    cn: '您输入的身份证地址编码有误！',
    en: 'The region code of the ID card number is wrong!',
    es: '¡El código de región del documento es incorrecto!',
  },
  ID_CARD_CHECK_DIGIT: {
    cn: '18身份证最后一位校验位验证有误！',
    en: 'The check digit of the 18-digit ID card number is wrong!',
    es: '¡El dígito de control del documento de 18 cifras es incorrecto!',
  },
  REAL_NAME_ONE_PER_ID: {
    cn: '实名预约每个身份证号只能预约一张票',
    en: 'A real-name booking is one ticket per ID number',
    es: 'Una reserva nominativa es una entrada por documento',
  },
  TICKET_TYPE_NOT_BOOKABLE: {
    cn: '该票种不能在线预订',
    en: 'This ticket type cannot be booked online',
    es: 'Este tipo de entrada no se puede reservar en línea',
  },
  SLOT_REQUIRED: { cn: '请选择预约时段', en: 'Choose a time slot', es: 'Elija una franja horaria' },
  SLOT_PAST: {
    cn: '预约的时间段已不在有效期内',
    en: 'That time slot is already over',
    es: 'Esa franja horaria ya ha pasado',
  },
  NOT_ENOUGH_PLACES: {
    cn: '预约人数的名额不够,请重新购票',
    en: 'Not enough places left in this slot; please book again',
    es: 'No quedan plazas suficientes en esta franja; reserve de nuevo',
  },
  TOO_MANY_UNPAID_BOOKINGS: {
    cn: '您在该时段已有{max}笔待支付的订单，请先支付或等待其过期后再预约',
    en: 'You already have {max} unpaid orders for this slot; pay for them or wait until they expire',
    es: 'Ya tiene {max} pedidos sin pagar en esta franja; páguelos o espere a que caduquen',
  },
  ID_ALREADY_BOOKED: {
    cn: '身份证号 {idNumber} 已预约该时段',
    en: 'ID number {idNumber} has already booked this slot',
    es: 'El documento {idNumber} ya reservó esta franja',
  },
  QUANTITY_RANGE: {
    cn: '购票数量为 1 到 99 张',
    en: 'Order between 1 and 99 tickets',
    es: 'Pida entre 1 y 99 entradas',
  },
  NOTHING_CHOSEN: { cn: '请购票', en: 'Choose a ticket', es: 'Elija una entrada' },
  ONE_GROUP_ONLY: {
    cn: '请只选择一种团体',
    en: 'Choose one group ticket only',
    es: 'Elija solo una entrada de grupo',
  },
  ONE_TIMED_ONLY: {
    cn: '每人每次只购一张票',
    en: 'One timed ticket per person per order',
    es: 'Una entrada por tiempo por persona y pedido',
  },
  UNIT_REQUIRED: { cn: '请输入单位', en: 'Enter the organisation', es: 'Indique la organización' },
  UNIT_TOO_LONG: {
    cn: '单位不能大于18个字符',
    en: 'The organisation may not be longer than 18 characters',
    es: 'La organización no puede tener más de 18 caracteres',
  },
  GROUP_SIZE_RANGE: {
    cn: '团队人数不能小于5',
    en: 'A group has 5 to 200 people',
    es: 'Un grupo tiene de 5 a 200 personas',
  },
  GROUP_OVER_QUOTA: {
    cn: '剩余预约人数的名额不够',
    en: 'Not enough places left for the group',
    es: 'No quedan plazas suficientes para el grupo',
  },
  ORDER_AMOUNT_CHANGED: {
    cn: '订单金额已变化，请重新下单',
    en: 'The order amount has changed; please order again',
    es: 'El importe del pedido ha cambiado; haga el pedido de nuevo',
  },
  VISITOR_ORDER_NOT_FOUND: { cn: '订单不存在', en: 'Order not found', es: 'Pedido no encontrado' },
  VISITOR_ORDER_EXPIRED: {
    cn: '订单已超时取消，请重新下单',
    en: 'The order expired unpaid and was cancelled; please order again',
    es: 'El pedido caducó sin pagar y se canceló; haga el pedido de nuevo',
  },
  VISITOR_IDENTITY_MISSING: {
    cn: 'openID获取失败，请退出公众号在重新进入',
    en: 'Could not identify you; leave the official account and enter again',
    es: 'No se pudo identificarle; salga de la cuenta oficial y vuelva a entrar',
  },
  PAYMENT_AMOUNT_MISMATCH: {
    cn: '支付金额与订单金额不一致',
    en: 'The amount paid differs from the order amount',
    es: 'El importe pagado no coincide con el del pedido',
  },
  PAYMENT_TRANSACTION_USED: {
    cn: '该支付交易号已用于订单{reference}',
    en: 'This payment transaction already paid order {reference}',
    es: 'Esta transacción de pago ya pagó el pedido {reference}',
  },
  PAYMENT_NOTIFICATION_REJECTED: {
    cn: '支付通知验证失败',
    en: 'The payment notification failed verification',
    es: 'La notificación de pago no superó la verificación',
  },
} satisfies Record<string, Translations>;

export type BookingErrorCode = keyof typeof BOOKING_ERRORS;
