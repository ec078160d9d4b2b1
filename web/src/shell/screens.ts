// Which component a menu entry opens. Entries without a screen here show ComingSoon until their
// issue lands: add `key: lazy(() => import('../feature/FeaturePage.tsx'))` (route-level splitting).

import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export const SCREENS: Partial<Record<string, LazyExoticComponent<ComponentType>>> = {
  personal: lazy(() => import('../personal/PersonalCentre.tsx')),
  permission: lazy(() => import('../permissions/PermissionPage.tsx')),
  user: lazy(() => import('../users/UserPage.tsx')),
  sysConfig: lazy(() => import('../sysConfig/SysConfigPage.tsx')),
  readModelAudit: lazy(() => import('../readModelAudit/ReadModelAuditPage.tsx')),
  scenicArea: lazy(() => import('../masterData/ScenicAreaPage.tsx')),
  zone: lazy(() => import('../masterData/ZonePage.tsx')),
  device: lazy(() => import('../masterData/DevicePage.tsx')),
  passSchedule: lazy(() => import('../masterData/PassSchedulePage.tsx')),
  holiday: lazy(() => import('../masterData/HolidayPage.tsx')),
  appointmentConfig: lazy(() => import('../masterData/AppointmentConfigPage.tsx')),
  verificationCategory: lazy(() => import('../masterData/VerificationCategoryPage.tsx')),
  ticketType: lazy(() => import('../ticketTypes/TicketTypeList.tsx')),
  regionalControl: lazy(() => import('../ticketTypes/RegionalControlPage.tsx')),
  billingRule: lazy(() => import('../rules/BillingRulePage.tsx')),
  priceDifference: lazy(() => import('../rules/PriceDifferencePage.tsx')),
  discount: lazy(() => import('../rules/DiscountPage.tsx')),
  printTemplate: lazy(() => import('../rules/PrintTemplatePage.tsx')),
  printTicket: lazy(() => import('../sales/SellPage.tsx')),
  cartMode: lazy(() => import('../sales/CartPage.tsx')),
  scanTicket: lazy(() => import('../sales/ScanTicketPage.tsx')),
  ticketQuery: lazy(() => import('../sales/TicketQueryPage.tsx')),
  ticketDetailRecord: lazy(() => import('../sales/TicketRecordPage.tsx')),
  ticketHandling: lazy(() => import('../sales/TicketHandlingPage.tsx')),
  priceDifferencePay: lazy(() => import('../sales/PriceDifferencePage.tsx')),
  shiftRecord: lazy(() => import('../shifts/ShiftRecordPage.tsx')),
  shiftHandover: lazy(() => import('../shifts/ShiftHandoverPage.tsx')),
  refund: lazy(() => import('../refunds/RefundPage.tsx')),
  refundReview: lazy(() => import('../refunds/RefundReviewList.tsx')),
  entryExitReport: lazy(() => import('../gates/AccessRecordPage.tsx')),
  operationLog: lazy(() => import('../gates/OperationLogPage.tsx')),
  deviceStatus: lazy(() => import('../gates/DeviceStatusPage.tsx')),
};
