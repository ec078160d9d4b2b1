import type { Translations } from '../i18n/lang.ts';

/** Error codes of refunds and refund review (spec 001 §8), merged into domain/i18n/errorMessages.ts. */
export const REFUND_ERRORS = {
  REFUND_NUMBER_REQUIRED: {
    cn: '请输入票号或订单号',
    en: 'Enter a ticket or order number',
    es: 'Indique un número de entrada o de pedido',
  },
  REFUND_NOTHING_REFUNDABLE: {
    cn: '没有找到可退的票',
    en: 'No refundable tickets found',
    es: 'No se encontraron entradas reembolsables',
  },
  REFUND_SELECT_TICKETS: {
    cn: '请选择需要退的票',
    en: 'Select the tickets to refund',
    es: 'Seleccione las entradas que desea reembolsar',
  },
  TICKET_NOT_IN_ORDER: {
    cn: '票 {ticketNo} 不属于订单 {orderNo}',
    en: 'Ticket {ticketNo} is not part of order {orderNo}',
    es: 'La entrada {ticketNo} no pertenece al pedido {orderNo}',
  },
  TICKET_ALREADY_REFUNDED: {
    cn: '票 {ticketNo} 已退票，不能重复退票',
    en: 'Ticket {ticketNo} was already refunded; it cannot be refunded twice',
    es: 'La entrada {ticketNo} ya se reembolsó; no se puede reembolsar dos veces',
  },
  TICKET_NOT_REFUNDABLE: {
    cn: '票 {ticketNo} 当前状态不可退票（已核销、已过期、已作废、已禁用或已挂失）',
    en: 'Ticket {ticketNo} cannot be refunded in its state (verified, expired, voided, disabled or lost)',
    es: 'La entrada {ticketNo} no se puede reembolsar en su estado (validada, vencida, anulada, desactivada o perdida)',
  },
  TICKET_PARTLY_USED: {
    cn: '票 {ticketNo} 已部分使用（已入园或已核销部分次数），不能退票',
    en: 'Ticket {ticketNo} has been used in part (entered, or passes written off); it cannot be refunded',
    es: 'La entrada {ticketNo} ya se usó en parte (entró o se validaron pases); no se puede reembolsar',
  },
  REFUND_OWN_REVIEW: {
    cn: '该退票由您提交审核，须由其他审核人通过',
    en: 'You submitted this refund for review: another reviewer approves it',
    es: 'Usted envió este reembolso a revisión: otro revisor debe aprobarlo',
  },
  REFUND_NEEDS_REVIEW: {
    cn: '票 {ticketNo} 的票种需要退票审核，请提交审核',
    en: 'The type of ticket {ticketNo} needs a refund review: submit it for review',
    es: 'El tipo de la entrada {ticketNo} requiere revisión del reembolso: envíela a revisión',
  },
  REFUND_REVIEW_NOT_NEEDED: {
    cn: '票 {ticketNo} 无需审核，可直接退票',
    en: 'Ticket {ticketNo} needs no review; refund it directly',
    es: 'La entrada {ticketNo} no requiere revisión; reembólsela directamente',
  },
  REFUND_UNDER_REVIEW: {
    cn: '票 {ticketNo} 正在审核中，不能重复提交',
    en: 'Ticket {ticketNo} is under review already and cannot be submitted again',
    es: 'La entrada {ticketNo} ya está en revisión y no se puede enviar otra vez',
  },
  REFUND_NOT_UNDER_REVIEW: {
    cn: '票 {ticketNo} 不在审核中',
    en: 'Ticket {ticketNo} is not under review',
    es: 'La entrada {ticketNo} no está en revisión',
  },
  REFUND_NOTE_REQUIRED: {
    cn: '请填写驳回原因',
    en: 'Enter the reason for the rejection',
    es: 'Indique el motivo del rechazo',
  },
  REFUND_AMOUNT_ZERO: {
    cn: '退票金额为0，无需退票',
    en: 'The refund amount is 0: nothing to refund',
    es: 'El importe del reembolso es 0: no hay nada que reembolsar',
  },
  ONLINE_REFUND_CLOSED: {
    cn: '该订单为线上支付（{method}），当前账号未开通线上退款',
    en: 'This order was paid online ({method}) and online refunds are not enabled for this account',
    es: 'Este pedido se pagó en línea ({method}) y esta cuenta no tiene habilitados los reembolsos en línea',
  },
  REFUND_CONFLICT: {
    cn: '这些票刚被其他窗口处理，请重新查询',
    en: 'Another window just handled these tickets; search again',
    es: 'Otra taquilla acaba de tramitar estas entradas; vuelva a buscar',
  },
  REFUND_PAYMENT_FAILED: {
    cn: '退票已记录，但原路退款失败（{reason}），请重试',
    en: 'The refund is recorded but returning the money failed ({reason}); try again',
    es: 'El reembolso está registrado pero la devolución del dinero falló ({reason}); inténtelo de nuevo',
  },
} satisfies Record<Uppercase<string>, Translations>;

/** Validation messages of the refund forms (`i18n:<key>`). */
export const REFUND_VALIDATION = {
  refundNumberRequired: {
    cn: '请输入票号或订单号',
    en: 'Enter a ticket or order number',
    es: 'Indique un número de entrada o de pedido',
  },
  selectTicketsToRefund: {
    cn: '请选择需要退的票',
    en: 'Select the tickets to refund',
    es: 'Seleccione las entradas que desea reembolsar',
  },
  reviewNoteRequired: {
    cn: '请填写驳回原因',
    en: 'Enter the reason for the rejection',
    es: 'Indique el motivo del rechazo',
  },
} satisfies Record<string, Translations>;
