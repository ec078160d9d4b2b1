// The words of the reports (issue 17) in cn, en and es: each report's title, each column's header,
// and the coded values a row shows (sources, payment methods). The export writes its sheet with
// them; the screens may show the same words.
import type { Lang, Translations } from '../i18n/lang.ts';
import type { PaymentMethod, SaleSource } from '../sales/saleCodes.ts';
import type { ReportKey } from './reportCatalog.ts';

const t = (cn: string, en: string, es: string): Translations => ({ cn, en, es });

export const REPORT_TITLES: Record<ReportKey, Translations> = {
  orderReport: t('订单报表', 'Order report', 'Informe de pedidos'),
  ticketReport: t('门票报表', 'Ticket report', 'Informe de entradas'),
  verificationReport: t('核销报表', 'Verification report', 'Informe de validaciones'),
  entryExitReport: t('出入园报表', 'Entry and exit report', 'Informe de entradas y salidas'),
  cardSwipeReport: t('刷卡报表', 'Card swipe report', 'Informe de pases de tarjeta'),
  activationReport: t('激活报表', 'Activation report', 'Informe de activaciones'),
  unusedReport: t('未使用报表', 'Unused tickets report', 'Informe de entradas sin usar'),
  refundReport: t('退票报表', 'Refund report', 'Informe de devoluciones'),
  sourceReport: t('来源报表', 'Source report', 'Informe por origen'),
  storedCardReport: t('储值卡消费报表', 'Stored-value card report', 'Informe de tarjetas de saldo'),
  supplementaryFetchReport: t(
    '补取报表',
    'Collection and reprint report',
    'Informe de recogidas y reimpresiones',
  ),
  dailySummaryReport: t('日汇总报表', 'Daily summary', 'Resumen diario'),
  sellerSalesReport: t('售票员销售报表', 'Sales by seller', 'Ventas por vendedor'),
  ticketTypeSalesReport: t('票种销售报表', 'Sales by ticket type', 'Ventas por tipo de entrada'),
  financeStatements: t('财务报表', 'Financial statements', 'Estados financieros'),
  reconciliation: t('对账', 'Reconciliation', 'Conciliación'),
  dataCenter: t('数据中心', 'Data center', 'Centro de datos'),
};

export const COLUMN_LABELS: Record<string, Translations> = {
  day: t('日期', 'Date', 'Fecha'),
  month: t('月份', 'Month', 'Mes'),
  ticketTypeName: t('票种', 'Ticket type', 'Tipo de entrada'),
  sellerAccount: t('售票员', 'Seller', 'Vendedor'),
  source: t('来源', 'Source', 'Origen'),
  paymentMethod: t('支付方式', 'Payment method', 'Método de pago'),
  zoneName: t('景点', 'Attraction', 'Atracción'),
  deviceName: t('设备', 'Device', 'Dispositivo'),
  scenicAreaName: t('景区', 'Scenic area', 'Área escénica'),
  orderCount: t('订单数', 'Orders', 'Pedidos'),
  ticketCount: t('票数', 'Tickets', 'Entradas'),
  persons: t('人数', 'Persons', 'Personas'),
  amount: t('金额', 'Amount', 'Importe'),
  discount: t('优惠金额', 'Discount', 'Descuento'),
  actualAmount: t('实收金额', 'Amount received', 'Importe cobrado'),
  refundOrders: t('退票单数', 'Refund orders', 'Devoluciones'),
  refundCount: t('退票数', 'Tickets refunded', 'Entradas devueltas'),
  refundAmount: t('退款金额', 'Refunded', 'Importe devuelto'),
  netAmount: t('净收入', 'Net amount', 'Importe neto'),
  verifications: t('核销数', 'Verifications', 'Validaciones'),
  entries: t('入园次数', 'Entries', 'Entradas al recinto'),
  writeOffs: t('窗口核销', 'Window write-offs', 'Validaciones en taquilla'),
  denied: t('拒绝次数', 'Refused', 'Rechazos'),
  entryPersons: t('入园人数', 'Persons in', 'Personas que entran'),
  exits: t('出园次数', 'Exits', 'Salidas'),
  exitPersons: t('出园人数', 'Persons out', 'Personas que salen'),
  swipes: t('刷卡次数', 'Swipes', 'Pases'),
  activations: t('激活数', 'Activations', 'Activaciones'),
  usedCount: t('已使用', 'Used', 'Usadas'),
  unusedCount: t('未使用', 'Unused', 'Sin usar'),
  unusedAmount: t('未使用金额', 'Unused amount', 'Importe sin usar'),
  rechargeCount: t('充值笔数', 'Recharges', 'Recargas'),
  rechargeAmount: t('充值金额', 'Recharged', 'Importe recargado'),
  bonusAmount: t('赠送金额', 'Bonus', 'Bonificación'),
  chargeCount: t('消费笔数', 'Payments by card', 'Pagos con tarjeta'),
  chargeAmount: t('消费金额', 'Paid by card', 'Importe pagado con tarjeta'),
  collections: t('取票数', 'Tickets collected', 'Entradas recogidas'),
  reprints: t('重打订单数', 'Orders reprinted', 'Pedidos reimpresos'),
  reprintedTickets: t('重打票数', 'Tickets reprinted', 'Entradas reimpresas'),
  priceDifferenceAmount: t('补差价金额', 'Price differences', 'Diferencias de precio'),
  cardAmount: t('卡类收入', 'Card income', 'Ingresos por tarjetas'),
  settledAmount: t('已结算金额', 'Settled', 'Liquidado'),
  unSettledAmount: t('未结算金额', 'Not settled', 'Sin liquidar'),
  orderAmount: t('订单金额', 'Orders say', 'Según pedidos'),
  providerCount: t('支付平台笔数', 'Provider items', 'Movimientos del proveedor'),
  providerAmount: t('支付平台金额', 'Provider confirmed', 'Confirmado por el proveedor'),
  differenceAmount: t('差额', 'Difference', 'Diferencia'),
  differenceCount: t('差异笔数', 'Differences', 'Diferencias'),
};

export const TOTAL_LABEL = t('合计', 'Total', 'Total');
/** A row of no seller (a visitor's or an agency's sale) or of no device (the window). */
export const NONE_LABEL = t('无', 'None', 'Ninguno');

export const SOURCE_LABELS: Record<SaleSource, Translations> = {
  window: t('窗口', 'Window', 'Taquilla'),
  ota: t('OTA 第三方', 'OTA third party', 'OTA (terceros)'),
  officialAccount: t('公众号', 'Official account', 'Cuenta oficial'),
  terminal: t('自助终端', 'Self-service terminal', 'Terminal de autoservicio'),
  handheld: t('手持机', 'Handheld', 'Terminal portátil'),
  miniProgram: t('小程序', 'Mini program', 'Miniprograma'),
  travelAgency: t('旅行社', 'Travel agency', 'Agencia de viajes'),
};

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, Translations> = {
  cash: t('现金', 'Cash', 'Efectivo'),
  wechat: t('微信', 'WeChat', 'WeChat'),
  alipay: t('支付宝', 'Alipay', 'Alipay'),
  unionpay: t('银联', 'UnionPay', 'UnionPay'),
  credit: t('挂账', 'On credit', 'A crédito'),
  paymentCode: t('付款码', 'Payment code', 'Código de pago'),
  miniProgram: t('小程序', 'Mini program', 'Miniprograma'),
  officialAccount: t('公众号', 'Official account', 'Cuenta oficial'),
  online: t('线上支付', 'Online', 'En línea'),
  cityCard: t('市民卡', 'City card', 'Tarjeta ciudadana'),
  scan: t('扫码', 'Scan', 'Escaneo'),
  storedCard: t('储值卡', 'Stored-value card', 'Tarjeta de saldo'),
};

/** How a cell of a coded column reads in a language (the code itself when unknown). */
export function codeLabel(column: string, code: string, lang: Lang): string {
  const labels: Record<string, Translations> | undefined =
    column === 'source' ? SOURCE_LABELS : column === 'paymentMethod' ? PAYMENT_METHOD_LABELS : undefined;
  return labels?.[code]?.[lang] ?? code;
}
