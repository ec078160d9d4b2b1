// Master data I (issue 4A): scenic areas, attractions, gate devices (with spreadsheets), pass
// schedules, holidays, appointment periods, identity-verification categories. Each entity's calls
// are in their own file; the spreadsheet calls sit in their own scope with the multipart parser.
import type { App, AppContext } from '../appContext.ts';
import { appointmentConfigRoutes } from './appointmentConfig.routes.ts';
import { deviceRoutes } from './device.routes.ts';
import { deviceSheetRoutes } from './deviceSheet.routes.ts';
import { holidayRoutes } from './holiday.routes.ts';
import { passScheduleRoutes } from './passSchedule.routes.ts';
import { publicScenicAreaRoutes } from './publicScenicArea.routes.ts';
import { scenicAreaRoutes } from './scenicArea.routes.ts';
import { verificationCategoryRoutes } from './verificationCategory.routes.ts';
import { zoneRoutes } from './zone.routes.ts';

export async function masterDataRoutes(app: App, ctx: AppContext): Promise<void> {
  for (const routes of [
    scenicAreaRoutes,
    zoneRoutes,
    deviceRoutes,
    deviceSheetRoutes,
    passScheduleRoutes,
    holidayRoutes,
    appointmentConfigRoutes,
    verificationCategoryRoutes,
    publicScenicAreaRoutes,
  ]) {
    await app.register(async (scope) => routes(scope as App, ctx));
  }
}
