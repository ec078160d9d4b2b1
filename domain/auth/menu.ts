// The back-office menu (spec 000 §2, spec 001 §2) as data. Each entry names the flag that shows it;
// `visibleMenu(flags)` keeps what a session may see. The server uses the same entries to know which
// flag guards which screen. Label keys point into the back office's i18n (`menu.groups.*`,
// `menu.items.*`). Paths are the spec's where it gives them (/index, /sysConfig,
// /travelAgencyOrderManagement_travelAgency), else named after the screen.

import type { FlagKey, PermissionFlags } from './permissionFlags.ts';

/** Icon names the web app maps to icon components. */
export type MenuIcon =
  | 'basic'
  | 'ticket'
  | 'report'
  | 'stock'
  | 'import'
  | 'shareholder'
  | 'flow'
  | 'system'
  | 'release'
  | 'finance'
  | 'data'
  | 'agency'
  | 'sales'
  | 'settings'
  | 'personal';

export interface MenuItem {
  key: string;
  labelKey: string;
  path: string;
  /** The flag that shows this entry; null = every signed-in user. */
  flag: FlagKey | null;
  icon?: MenuIcon;
  /** Not built: the entry names its flag (the permission screen labels it) but is never shown or opened. */
  hidden?: true;
}

export interface MenuGroup {
  key: string;
  labelKey: string;
  icon: MenuIcon;
  children: MenuItem[];
}

export type MenuNode = MenuGroup | MenuItem;

export const HOME_PATH = '/index';
export const PERSONAL_PATH = '/personal';

const item = (key: string, path: string, flag: FlagKey | null): MenuItem => ({
  key,
  labelKey: `menu.items.${key}`,
  path,
  flag,
});
/** An entry whose key, path and flag share a name. */
const same = (flag: FlagKey): MenuItem => item(flag, `/${flag}`, flag);
const group = (key: string, icon: MenuIcon, children: MenuItem[]): MenuGroup => ({
  key,
  labelKey: `menu.groups.${key}`,
  icon,
  children,
});

/** The reports (issue 17) with their flags (spec 001 §6: ticketReport1..16). */
const REPORTS: [string, string, FlagKey][] = [
  ['orderReport', '/report/order', 'ticketReport1'],
  ['ticketReport', '/report/ticket', 'ticketReport2'],
  ['verificationReport', '/report/verification', 'ticketReport3'],
  ['entryExitReport', '/report/entryExit', 'ticketReport4'],
  ['cardSwipeReport', '/report/cardSwipe', 'ticketReport5'],
  ['activationReport', '/report/activation', 'ticketReport6'],
  ['unusedReport', '/report/unused', 'ticketReport7'],
  ['refundReport', '/report/refund', 'ticketReport8'],
  ['stockReport', '/report/stock', 'ticketReport9'],
  ['goodsReport', '/report/goods', 'ticketReport10'],
  ['sourceReport', '/report/source', 'ticketReport11'],
  ['storedCardReport', '/report/storedCard', 'ticketReport12'],
  ['supplementaryFetchReport', '/report/supplementaryFetch', 'ticketReport13'],
  ['dailySummaryReport', '/report/dailySummary', 'ticketReport14'],
  ['sellerSalesReport', '/report/sellerSales', 'ticketReport15'],
  ['ticketTypeSalesReport', '/report/ticketTypeSales', 'ticketReport16'],
];

/** Reports issue 17 does not build (no stock or goods yet): kept for their flags' labels, never shown. */
const NOT_BUILT = new Set(['stockReport', 'goodsReport']);

const SALES: [string, string][] = [
  ['printTicket', '/sell/printTicket'],
  ['scanTicket', '/sell/scanTicket'],
  ['sellMembershipCard', '/sell/membershipCard'],
  ['storedValue', '/sell/storedValue'],
  ['sellGoods', '/sell/goods'],
  ['annualCardActivation', '/sell/annualCardActivation'],
  ['refund', '/sell/refund'],
  ['ticketHandling', '/sell/ticketHandling'],
  ['shiftRecord', '/sell/shiftRecord'],
  ['ticketQuery', '/sell/ticketQuery'],
  ['cardRenewal', '/sell/cardRenewal'],
  ['priceDifferencePay', '/sell/priceDifference'],
  ['cartMode', '/sell/cart'],
  ['refundReview', '/sell/refundReview'],
  ['shiftHandover', '/sell/shiftHandover'],
  ['cardReplacement', '/sell/cardReplacement'],
];

/** The whole menu, in the spec's order. */
export const MENU: readonly MenuNode[] = [
  group('basic', 'basic', [
    same('scenicArea'),
    same('zone'),
    same('checkStation'),
    same('device'),
    same('deviceStatus'),
  ]),
  group('ticket', 'ticket', [
    same('ticketType'),
    same('membershipCard'),
    same('storedValueCard'),
    same('verificationCategory'),
    item('goods', '/goods', 'goodsCatalogue'),
    same('goodsCategory'),
    same('discount'),
    same('ticketMatch'),
    same('priceDifference'),
    same('billingRule'),
    item('venue', '/venue', 'venuePlan'),
    same('venueSession'),
    same('passSchedule'),
    same('passDevice'),
    same('holiday'),
    same('regionalControl'),
    same('appointmentConfig'),
    same('printTemplate'),
  ]),
  group(
    'reports',
    'report',
    REPORTS.map(([key, path, flag]) =>
      NOT_BUILT.has(key) ? { ...item(key, path, flag), hidden: true } : item(key, path, flag),
    ),
  ),
  group('stock', 'stock', [
    item('warehousing', '/stock/warehousing', 'Warehouse1'),
    item('stockQuery', '/stock/query', 'Warehouse2'),
    item('stockStatistics', '/stock/statistics', 'Warehouse3'),
    item('ticketCollect', '/stock/collection', 'ticketCollection1'),
    item('ticketReturn', '/stock/return', 'ticketCollection2'),
    item('collectionRecords', '/stock/collectionRecords', 'ticketCollection3'),
    item('returnRecords', '/stock/returnRecords', 'ticketCollection4'),
    item('collectionStatistics', '/stock/collectionStatistics', 'ticketCollection5'),
  ]),
  group('input', 'import', [same('ticketImport'), same('membershipImport'), same('stockImport')]),
  group('shareholders', 'shareholder', [
    item('shareholderList', '/shareholder', 'Stockholder1'),
    item('revenueRule', '/shareholder/revenueRule', 'Stockholder2'),
    item('shareholderRevenue', '/shareholder/revenue', 'Stockholder3'),
    item('shareholderSettlement', '/shareholder/settlement', 'Stockholder4'),
  ]),
  group('passengerFlow', 'flow', [
    item('flowCamera', '/passengerFlow/camera', 'passengerFlowCamera'),
    item('flowStatistics', '/passengerFlow/statistics', 'passengerFlowStatistics'),
  ]),
  group('system', 'system', [
    item('wechatPay', '/system/wechatPay', 'wechatPay'),
    item('wechatPublicConfig', '/system/wechatPublicConfig', 'wechatPublicConfig'),
    item('carouselImage', '/system/carouselImage', 'wechatPublicConfig'),
    item('alipay', '/system/alipay', 'alipay'),
    item('database', '/system/database', 'database'),
    item('readModelAudit', '/system/readModels', 'database'),
    same('sysConfig'),
    item('deviceUpgrade', '/system/deviceUpgrade', 'deviceUpgrade'),
    item('operationLog', '/system/log', 'operationLog'),
  ]),
  group('release', 'release', [
    item('releaseProgram', '/release/program', 'releaseProgram'),
    item('releaseMedia', '/release/media', 'releaseMedia'),
    item('releaseContent', '/release/content', 'releaseContent'),
    item('releaseDataBoard', '/release/dataBoard', 'releaseDataBoard'),
  ]),
  group('finance', 'finance', [same('financeStatements')]),
  group('dataList', 'data', [same('dataCenter')]),
  group('travelAgency', 'agency', [
    item('orderImport', HOME_PATH, 'travelAgencyMenu1'),
    item('agencyOrders', '/travelAgencyOrderManagement_travelAgency', 'travelAgencyMenu2'),
    item('agencyRecharge', '/travelAgencyRecharge', 'travelAgencyMenu3'),
    item('agencyManagement', '/travelAgency', 'travelAgencyMenu4'),
  ]),
  group('sales', 'sales', [
    ...SALES.map(([key, path], i) => item(key, path, `sellticket${i + 1}` as FlagKey)),
    item('ticketDetailRecord', '/sell/ticketDetailRecord', 'ticketDetailRecord'),
  ]),
  group('settings', 'settings', [same('unit'), same('permission'), same('user')]),
  { ...item('personal', PERSONAL_PATH, null), icon: 'personal' },
];

export function isMenuGroup(node: MenuNode): node is MenuGroup {
  return 'children' in node;
}

function allowed(entry: MenuItem, flags: PermissionFlags): boolean {
  if (entry.hidden) return false;
  return entry.flag === null || flags[entry.flag] === 1;
}

/** The menu a session sees: entries whose flag is 1, groups with at least one such entry. */
export function visibleMenu(flags: PermissionFlags, menu: readonly MenuNode[] = MENU): MenuNode[] {
  const out: MenuNode[] = [];
  for (const node of menu) {
    if (isMenuGroup(node)) {
      const children = node.children.filter((c) => allowed(c, flags));
      if (children.length > 0) out.push({ ...node, children });
    } else if (allowed(node, flags)) {
      out.push(node);
    }
  }
  return out;
}

/** Every entry (leaf) of a menu, groups flattened. */
export function menuItems(menu: readonly MenuNode[] = MENU): MenuItem[] {
  return menu.flatMap((n) => (isMenuGroup(n) ? n.children : [n]));
}

/** The entry for a path, if the menu has one. */
export function menuItemByPath(path: string, menu: readonly MenuNode[] = MENU): MenuItem | undefined {
  return menuItems(menu).find((m) => m.path === path);
}

/** Whether the flags allow opening a path: menu entries need their flag; the home page is open. */
export function canOpenPath(path: string, flags: PermissionFlags): boolean {
  if (path === HOME_PATH) return true;
  const entry = menuItemByPath(path);
  return entry !== undefined && allowed(entry, flags);
}
