// The feature registry: every feature adds its routes, projections and seed step here, once.
import type { FastifyRequest } from 'fastify';
import { agencyCreditProjection } from '../../projections/agencyCredit/agencyCredit.projector.ts';
import { agencyOrdersProjection } from '../../projections/agencyOrders/agencyOrders.projector.ts';
import { areaSalesHourlyProjection } from '../../projections/areaSalesHourly/areaSalesHourly.projector.ts';
import { cardListProjection } from '../../projections/cardList/cardList.projector.ts';
import { cardsByDayProjection } from '../../projections/cardsByDay/cardsByDay.projector.ts';
import { deviceOperationsProjection } from '../../projections/deviceOperations/deviceOperations.projector.ts';
import { fetchesByDayProjection } from '../../projections/fetchesByDay/fetchesByDay.projector.ts';
import { orderListProjection } from '../../projections/orderList/orderList.projector.ts';
import { passengerFlowProjection } from '../../projections/passengerFlow/passengerFlow.projector.ts';
import { providerPaymentsProjection } from '../../projections/providerPayments/providerPayments.projector.ts';
import { recoveredPaymentsProjection } from '../../projections/recoveredPayments/recoveredPayments.projector.ts';
import { refundOrderListProjection } from '../../projections/refundOrderList/refundOrderList.projector.ts';
import { refundReviewQueueProjection } from '../../projections/refundReviewQueue/refundReviewQueue.projector.ts';
import type { Projection } from '../../projections/runner/projection.ts';
import { salesByDayProjection } from '../../projections/salesByDay/salesByDay.projector.ts';
import { shiftRecordsProjection } from '../../projections/shiftRecords/shiftRecords.projector.ts';
import { shiftTotalsProjection } from '../../projections/shiftTotals/shiftTotals.projector.ts';
import { ticketQueryProjection } from '../../projections/ticketQuery/ticketQuery.projector.ts';
import { ticketUseByDayProjection } from '../../projections/ticketUseByDay/ticketUseByDay.projector.ts';
import { visitorOrdersProjection } from '../../projections/visitorOrders/visitorOrders.projector.ts';
import { agenciesSeed } from './agencies/agencies.seed.ts';
import { agencyAdminRoutes } from './agencies/agencyAdmin.routes.ts';
import { agencyOrderRoutes } from './agencies/agencyOrders.routes.ts';
import type { AppContext, RouteModule, SeedStep } from './appContext.ts';
import { authRoutes } from './auth/auth.routes.ts';
import {
  authenticateRequest as authenticate,
  verifyRealtimeToken as verifyToken,
} from './auth/authenticate.ts';
import { visitorBookingRoutes } from './booking/visitorBooking.routes.ts';
import { visitorOrderRoutes } from './booking/visitorOrders.routes.ts';
import { cardRoutes } from './cards/cards.routes.ts';
import { cardsSeed } from './cards/cards.seed.ts';
import { cardTypeRoutes } from './cards/cardTypes.routes.ts';
import { membershipImportRoutes } from './cards/membershipImport.routes.ts';
import { demoHistorySeed } from './demoHistory/demoHistory.seed.ts';
import { gateAdminRoutes } from './gates/gateAdmin.routes.ts';
import { gateDeviceRoutes } from './gates/gateDevice.routes.ts';
import { homePageRoutes } from './gates/homePage.routes.ts';
import { infoPublishRouteModules, infoPublishSeedSteps } from './infoPublish/infoPublish.module.ts';
import { masterDataRoutes } from './masterData/masterData.routes.ts';
import { masterDataSeed } from './masterData/masterData.seed.ts';
import { permissionsRoutes } from './permissions/permissions.routes.ts';
import { readModelAuditRoutes } from './readModelAudit/readModelAudit.routes.ts';
import type { RealtimeUser } from './realtime/realtimeGateway.ts';
import { refundRoutes } from './refunds/refunds.routes.ts';
import { reportRoutes } from './reports/reports.routes.ts';
import { rulesRoutes } from './rules/rules.routes.ts';
import { rulesSeed } from './rules/rules.seed.ts';
import { holderPhotoRoutes } from './sales/holderPhoto.routes.ts';
import { printingRoutes } from './sales/printing.routes.ts';
import { salesRoutes } from './sales/sales.routes.ts';
import { ticketHandlingRoutes } from './sales/ticketHandling.routes.ts';
import { ticketQueryRoutes } from './sales/ticketQuery.routes.ts';
import { ticketUseRoutes } from './sales/ticketUse.routes.ts';
import { shiftRoutes } from './shifts/shifts.routes.ts';
import { sysConfigRoutes } from './sysConfig/sysConfig.routes.ts';
import { ticketTypeRouteModules, ticketTypeSeedSteps } from './ticketTypes/ticketTypes.module.ts';
import { passwordRoutes } from './users/password.routes.ts';
import { usersRoutes } from './users/users.routes.ts';
import { usersSeed } from './users/users.seed.ts';
import { visitorConfigRouteModules, visitorConfigSeedSteps } from './visitorConfig/visitorConfig.module.ts';

/** A feature's route modules and the tag the API page (/docs) files them under. */
export interface ApiFeature {
  tag: string;
  routes: RouteModule[];
}

/** Every route gets its feature's tag unless its schema names one (api/src/http/server.ts). */
export const apiRoutes: ApiFeature[] = [
  { tag: 'sign-in', routes: [authRoutes] },
  { tag: 'users', routes: [usersRoutes, passwordRoutes] },
  { tag: 'permissions', routes: [permissionsRoutes] },
  { tag: 'system', routes: [sysConfigRoutes] },
  { tag: 'master data', routes: [masterDataRoutes] },
  { tag: 'ticket types', routes: ticketTypeRouteModules },
  { tag: 'rules', routes: [rulesRoutes] },
  {
    tag: 'ticket window',
    routes: [
      salesRoutes,
      holderPhotoRoutes,
      printingRoutes,
      ticketHandlingRoutes,
      ticketQueryRoutes,
      ticketUseRoutes,
    ],
  },
  { tag: 'cards', routes: [cardRoutes, membershipImportRoutes, cardTypeRoutes] },
  { tag: 'shift handover', routes: [shiftRoutes] },
  { tag: 'refunds', routes: [refundRoutes] },
  { tag: 'read-model audit', routes: [readModelAuditRoutes] },
  { tag: 'gates', routes: [gateDeviceRoutes, gateAdminRoutes] },
  { tag: 'home', routes: [homePageRoutes] },
  { tag: 'visitor pages', routes: visitorConfigRouteModules },
  { tag: 'visitor booking', routes: [visitorBookingRoutes, visitorOrderRoutes] },
  { tag: 'travel agencies', routes: [agencyOrderRoutes, agencyAdminRoutes] },
  { tag: 'information release', routes: infoPublishRouteModules },
  { tag: 'reports', routes: [reportRoutes] },
];

/** The report read models (issue 17), pre-aggregated per local day. */
export const reportProjections: Projection[] = [
  salesByDayProjection,
  ticketUseByDayProjection,
  cardsByDayProjection,
  fetchesByDayProjection,
  providerPaymentsProjection,
];

export const projections: Projection[] = [
  ticketQueryProjection,
  orderListProjection,
  shiftTotalsProjection,
  shiftRecordsProjection,
  refundReviewQueueProjection,
  refundOrderListProjection,
  passengerFlowProjection,
  areaSalesHourlyProjection,
  deviceOperationsProjection,
  visitorOrdersProjection,
  agencyOrdersProjection,
  agencyCreditProjection,
  cardListProjection,
  // The payments the reconciliation job recovered: a list the reconciliation shows, not a day's figures.
  recoveredPaymentsProjection,
  ...reportProjections,
];

export const seedSteps: SeedStep[] = [
  usersSeed,
  masterDataSeed,
  ...ticketTypeSeedSteps,
  rulesSeed,
  cardsSeed,
  ...visitorConfigSeedSteps,
  ...infoPublishSeedSteps,
  agenciesSeed,
  // Last: a month of history played through the use cases on the demo data above (DEMO_HISTORY).
  demoHistorySeed,
];

/** Who a realtime (socket.io) token belongs to; the sign-in feature answers it. */
export type RealtimeTokenVerifier = (ctx: AppContext, token: string) => Promise<RealtimeUser | null>;

export const verifyRealtimeToken: RealtimeTokenVerifier = verifyToken;

/** Sets `request.session` from the request's token (onRequest, every route); the sign-in feature answers it. */
export const authenticateRequest: (ctx: AppContext, request: FastifyRequest) => Promise<void> = authenticate;
