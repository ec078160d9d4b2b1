// Master data II (issue 5): billing rules, price-difference rules, discounts and print templates —
// list, add, edit, delete, enable for each (ruleCrud.ts), and the "try it" previews.
import type { App, AppContext } from '../appContext.ts';
import { registerRuleCrud } from './ruleCrud.ts';
import { rulePreviewRoutes } from './rulePreview.routes.ts';
import {
  billingRuleResource,
  discountResource,
  priceDifferenceResource,
  printTemplateResource,
  storedValueRuleResource,
} from './ruleResources.ts';

export async function rulesRoutes(app: App, ctx: AppContext): Promise<void> {
  registerRuleCrud(app, ctx.pool, billingRuleResource);
  registerRuleCrud(app, ctx.pool, priceDifferenceResource);
  registerRuleCrud(app, ctx.pool, discountResource);
  registerRuleCrud(app, ctx.pool, printTemplateResource);
  registerRuleCrud(app, ctx.pool, storedValueRuleResource);
  await rulePreviewRoutes(app, ctx);
}
