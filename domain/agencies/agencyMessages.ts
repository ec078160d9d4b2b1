import type { Translations } from '../i18n/lang.ts';

/**
 * Travel-agency messages (spec 002 §5, §8 "Agency"), by code, in cn, en and es: the spreadsheet and
 * form checks (schemas refer to them as `i18n:<CODE>`), the credit and review refusals, and the
 * reasons of a ticket match. Merged into domain/i18n/errorMessages.ts and the validation messages.
 * Where the spec gives the Chinese text it is kept word for word.
 */
export const AGENCY_ERRORS = {
  // ------------------------------------------------------------ the file
  AGENCY_FILE_TYPE: {
    cn: '上传文件类型错误，请删除后重新上传！',
    en: 'Wrong file type: remove it and upload an .xlsx file!',
    es: 'Tipo de archivo incorrecto: elimínelo y suba un archivo .xlsx',
  },
  AGENCY_SHEET_MISSING: {
    cn: '模板缺少工作表：需要订单信息（第1个）和游客信息（第2个）两个工作表',
    en: 'A sheet is missing: the template needs the order sheet (1st) and the tourist sheet (2nd)',
    es: 'Falta una hoja: la plantilla necesita la hoja del pedido (1.ª) y la de turistas (2.ª)',
  },
  // ------------------------------------------------------------ sheet 1: the order
  ORDER_INFO_EMPTY: {
    cn: '订单信息不能为空!',
    en: 'The order information cannot be empty!',
    es: '¡La información del pedido no puede estar vacía!',
  },
  PLAY_TIME_INVALID: {
    cn: '游玩时间格式错误!',
    en: 'The play date has the wrong format!',
    es: '¡La fecha de visita tiene un formato incorrecto!',
  },
  PLAY_START_AFTER_END: {
    cn: '游玩开始时间不能晚于结束时间',
    en: 'The first play date cannot be after the last',
    es: 'La fecha de inicio de la visita no puede ser posterior a la de fin',
  },
  PAY_TYPE_INVALID: {
    cn: '支付方式格式错误!',
    en: 'The payment method is not valid (0 cash, 99 on account)!',
    es: '¡La forma de pago no es válida (0 efectivo, 99 a cuenta)!',
  },
  GUIDE_NAME_REQUIRED: {
    cn: '请输入导游姓名',
    en: 'Enter the guide’s name',
    es: 'Indique el nombre del guía',
  },
  GUIDE_MOBILE_REQUIRED: {
    cn: '请输入导游手机号',
    en: 'Enter the guide’s mobile number',
    es: 'Indique el móvil del guía',
  },
  GUIDE_MOBILE_TOO_LONG: {
    cn: '导游手机号不能超过13个字符',
    en: 'The guide’s mobile number cannot exceed 13 characters',
    es: 'El móvil del guía no puede superar 13 caracteres',
  },
  // ------------------------------------------------------------ sheet 2: the tourists
  TOURISTS_EMPTY: {
    cn: '游客信息不能为空!',
    en: 'The tourist list cannot be empty!',
    es: '¡La lista de turistas no puede estar vacía!',
  },
  TOURISTS_TOO_MANY: {
    cn: '游客人数不能超过{max}人',
    en: 'An order can have at most {max} tourists',
    es: 'Un pedido puede tener como máximo {max} turistas',
  },
  TOURIST_ROWS_INVALID: {
    cn: '存在游客信息验证不通过的情况，请检查！',
    en: 'Some tourist rows did not pass the checks; please check them!',
    es: 'Algunas filas de turistas no superan la validación; revíselas',
  },
  AGENCY_MOBILE_INVALID: {
    cn: '手机号码格式不正确',
    en: 'The mobile number has the wrong format',
    es: 'El número de móvil tiene un formato incorrecto',
  },
  SUPPORTING_MATERIALS_INVALID: {
    cn: '证明材料只能填写“是”或“否”',
    en: 'Supporting materials must be 是 (yes) or 否 (no)',
    es: 'Los justificantes deben ser 是 (sí) o 否 (no)',
  },
  CERTIFICATE_TYPE_INVALID: {
    cn: '证件类型只能是0（身份证）、1（港澳通行证）或2（护照）',
    en: 'The certificate type must be 0 (ID card), 1 (HK/Macau pass) or 2 (passport)',
    es: 'El tipo de documento debe ser 0 (DNI), 1 (pase HK/Macao) o 2 (pasaporte)',
  },
  CERTIFICATE_NUMBER_REQUIRED: {
    cn: '请输入证件号码',
    en: 'Enter the certificate number',
    es: 'Indique el número de documento',
  },
  ID_CARD_LENGTH: {
    cn: '身份证号码必须为18位',
    en: 'The ID card number must have 18 characters',
    es: 'El número de DNI chino debe tener 18 caracteres',
  },
  SEX_INVALID: {
    cn: '性别只能填写男、女或未知',
    en: 'Sex must be 男, 女 or 未知',
    es: 'El sexo debe ser 男, 女 o 未知',
  },
  HEIGHT_INVALID: {
    cn: '身高须在0到250厘米之间',
    en: 'The height must be 0 to 250 cm',
    es: 'La altura debe estar entre 0 y 250 cm',
  },
  // ------------------------------------------------------------ orders, credit, review
  AGENCY_NOT_FOUND: {
    cn: '旅行社不存在',
    en: 'Travel agency not found',
    es: 'Agencia de viajes no encontrada',
  },
  AGENCY_DISABLED: {
    cn: '旅行社已停用',
    en: 'The travel agency is disabled',
    es: 'La agencia de viajes está desactivada',
  },
  AGENCY_USER_ONLY: {
    cn: '只有旅行社账号或旅行社管理人员可以导入订单',
    en: 'Only a travel-agency account or travel-agency management can import orders',
    es: 'Solo una cuenta de agencia de viajes o la gestión de agencias puede importar pedidos',
  },
  AGENCY_HAS_USERS: {
    cn: '该旅行社还有用户，不能删除',
    en: 'The travel agency still has users and cannot be deleted',
    es: 'La agencia de viajes aún tiene usuarios y no se puede eliminar',
  },
  AGENCY_HAS_ORDERS: {
    cn: '该旅行社已有订单或充值记录，不能删除（可停用）',
    en: 'The travel agency has orders or recharges and cannot be deleted (disable it instead)',
    es: 'La agencia tiene pedidos o recargas y no se puede eliminar (desactívela)',
  },
  CREDIT_INSUFFICIENT: {
    cn: '授信额度不足：本单 {amount} 分，可用 {available} 分，请尽快充值！',
    en: 'Not enough credit: the order needs {amount} fen, {available} fen available; please recharge!',
    es: 'Crédito insuficiente: el pedido necesita {amount} fen y hay {available} disponibles; recargue',
  },
  CREDIT_ACCOUNT_NOT_FOUND: {
    cn: '旅行社 {travelAgencyID} 在本景区没有挂账账户（未充值），不能挂账',
    en: 'Travel agency {travelAgencyID} has no credit account in this scenic area (never recharged): it cannot buy on credit',
    es: 'La agencia {travelAgencyID} no tiene cuenta de crédito en esta zona (nunca se recargó): no puede comprar a crédito',
  },
  AGENCY_ORDER_NOT_FOUND: {
    cn: '旅行社订单不存在',
    en: 'Agency order not found',
    es: 'Pedido de agencia no encontrado',
  },
  AGENCY_ORDER_NOT_DRAFT: {
    cn: '只有草稿订单可以修改或提交审核',
    en: 'Only a draft order can be changed or submitted',
    es: 'Solo un pedido en borrador se puede cambiar o enviar',
  },
  AGENCY_ORDER_NOT_SUBMITTED: {
    cn: '订单不在待审核状态',
    en: 'The order is not awaiting review',
    es: 'El pedido no está pendiente de revisión',
  },
  AGENCY_ORDER_AMOUNT_CHANGED: {
    cn: '订单金额已变化（应为 {amount} 分），请重新生成订单',
    en: 'The order amount changed (it is {amount} fen); generate the order again',
    es: 'El importe del pedido cambió (es {amount} fen); genere el pedido de nuevo',
  },
  AGENCY_TICKET_TYPE_UNAVAILABLE: {
    cn: '票类“{ticketTypeID}”不可用于旅行社订单',
    en: 'Ticket type {ticketTypeID} cannot be used for agency orders',
    es: 'El tipo de entrada {ticketTypeID} no se puede usar en pedidos de agencia',
  },
  NO_ORDINARY_TICKET_TYPE: {
    cn: '旅行社未设置普通票类，请联系景区管理员',
    en: 'The agency has no ordinary ticket type; ask the scenic area’s administrator',
    es: 'La agencia no tiene tipo de entrada ordinario; consulte al administrador',
  },
  RULE_RANGE_REVERSED: {
    cn: '最小值不能大于最大值',
    en: 'The minimum cannot be greater than the maximum',
    es: 'El mínimo no puede ser mayor que el máximo',
  },
  // ------------------------------------------------------------ match reasons (matchResult)
  MATCH_OK: {
    cn: '{ticketTypeName}：符合优惠条件',
    en: '{ticketTypeName}: meets the concession conditions',
    es: '{ticketTypeName}: cumple las condiciones de la tarifa reducida',
  },
  MATCH_ORDINARY: {
    cn: '未匹配到优惠票，使用普通票 {ticketTypeName}',
    en: 'No concession fits; ordinary ticket {ticketTypeName}',
    es: 'Ninguna tarifa reducida encaja; entrada ordinaria {ticketTypeName}',
  },
  MATCH_AGE_UNKNOWN: {
    cn: '{ticketTypeName}：非身份证无法计算年龄',
    en: '{ticketTypeName}: the age is unknown without an ID card',
    es: '{ticketTypeName}: la edad es desconocida sin DNI chino',
  },
  MATCH_AGE_OUT: {
    cn: '{ticketTypeName}：年龄 {age} 岁不在 {min}–{max} 岁之间',
    en: '{ticketTypeName}: age {age} is not within {min}–{max}',
    es: '{ticketTypeName}: la edad {age} no está entre {min} y {max}',
  },
  MATCH_HEIGHT_UNKNOWN: {
    cn: '{ticketTypeName}：未填写身高',
    en: '{ticketTypeName}: no height given',
    es: '{ticketTypeName}: no se indicó la altura',
  },
  MATCH_HEIGHT_OUT: {
    cn: '{ticketTypeName}：身高 {height} 厘米不在 {min}–{max} 厘米之间',
    en: '{ticketTypeName}: height {height} cm is not within {min}–{max} cm',
    es: '{ticketTypeName}: la altura {height} cm no está entre {min} y {max} cm',
  },
  MATCH_NEEDS_MATERIALS: {
    cn: '{ticketTypeName}：需要证明材料',
    en: '{ticketTypeName}: supporting materials are required',
    es: '{ticketTypeName}: se requieren justificantes',
  },
  MATCH_REGION_OUT: {
    cn: '{ticketTypeName}：所属地区不在优惠范围内',
    en: '{ticketTypeName}: the home region is not covered',
    es: '{ticketTypeName}: la región de origen no está incluida',
  },
  MATCH_REGIONAL_CONTROL: {
    cn: '{ticketTypeName}：区域控制不允许该地区游客',
    en: '{ticketTypeName}: regional control refuses this region',
    es: '{ticketTypeName}: el control regional rechaza esta región',
  },
  MATCH_FREE_PASS_REFUSED: {
    cn: '{ticketTypeName}：不符合免证规则',
    en: '{ticketTypeName}: the free-pass rule does not admit the tourist',
    es: '{ticketTypeName}: la regla de pase libre no admite al turista',
  },
} satisfies Record<Uppercase<string>, Translations>;

export type AgencyErrorCode = keyof typeof AGENCY_ERRORS;
