// Shared set-up of the rule API tests: the two scenic areas of `twoAreaSetup` (support/fixtures.ts)
// with an administrator of area B holding the rule flags, the audit actions of a record, and a
// refusal's message in the three languages.

import type { Answer, Refused } from '../support/apiClient.ts';
import { twoAreaSetup } from '../support/fixtures.ts';

export { chars, type Refused, type Row, refusal } from '../support/apiClient.ts';

const RULES_AUTHORITY = {
  ticketManagement: { billingRule: 1, priceDifference: 1, discount: 1, printTemplate: 1 },
} as const;

export async function rulesSetup() {
  const base = await twoAreaSetup({
    roleName: '乙规则管理',
    account: 'rulesb',
    authority: RULES_AUTHORITY,
  });
  const { post, query, superToken } = base;

  /** The actions recorded in the audit log for one record, oldest first. */
  const auditActions = async (entity: string, id: number) =>
    (
      await query<{ action: string }>(
        'select action from audit_log where entity = $1 and entity_id = $2 order by id',
        [entity, String(id)],
      )
    ).map((r) => r.action);

  /** The message of a refusal in cn, en and es. */
  async function messages(entity: string, action: string, body: unknown) {
    const out: Record<string, string | undefined> = {};
    for (const lang of ['cn', 'en', 'es'] as const) {
      const res = await post(entity, action, body, superToken, lang);
      out[lang] = res.status === 400 ? messageOf(res) : `HTTP ${res.status}`;
    }
    return out as { cn: string; en: string; es: string };
  }

  return { ...base, auditActions, messages };
}

export type RulesSetup = Awaited<ReturnType<typeof rulesSetup>>;

/** A refusal's translated message ('' when none). */
export const messageOf = (res: Answer<Refused>) => res.body.message ?? '';
