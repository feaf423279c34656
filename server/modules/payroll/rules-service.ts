// HR's versions of the statutory rules (a version from a month, with its source) and the what-if of a month
// under a proposed version. A version never changes a month with an approved run: its payslips are final.
import type { Kysely } from 'kysely';
import { PAYROLL_RULE_LABELS } from '../../../contract/api/payroll.ts';
import {
  RULE_VERSION_MESSAGES as M,
  type RuleVersionBody,
  type RuleWhatIfBody,
  type WhatIfData,
  type WhatIfFigures,
} from '../../../contract/api/payroll-rules.ts';
import type { PayrollRuleItem } from '../../../contract/api/payroll.ts';
import { DEFAULT_LANGUAGE, type Language } from '../../../contract/languages.ts';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import type { Actor } from '../../http/route.ts';
import { nowIso } from '../../lib/clock.ts';
import { businessToday } from '../../lib/time.ts';
import { validationErrorMap } from '../../i18n/validation-messages.ts';
import { logActivity } from '../activity-log/service.ts';
import { periodOfDate } from '../attendance/derive-service.ts';
import type { ComputedPayslip } from './compute-payslip.ts';
import { computeWith, loadRules, monthInputs, rateFor } from './month-computation.ts';
import { isRuleKey, payRuleSchemas } from './pay-rules.ts';
import { ruleSummary } from './rule-summary.ts';
import * as taxRepo from './tax-repository.ts';
import { toRuleItem } from './tax-service.ts';

/** A proposed value parsed by its rule's schema; a refusal names the part of the value it is about, in the
 * caller's language (the rules' schemas mostly leave the wording to zod). */
function parseValue(key: string, value: unknown, language: Language): unknown {
  if (!isRuleKey(key)) throw badRequest([{ field: 'key', message: 'key must be one of the payroll rules.' }]);
  const parsed = payRuleSchemas[key].safeParse(value, { error: validationErrorMap(language) });
  if (parsed.success) return parsed.data;
  throw badRequest(
    parsed.error.issues.map((i) => ({ field: ['value', ...i.path.map(String)].join('.'), message: i.message })),
  );
}

const currentMonth = (db: Kysely<DB>) => periodOfDate(db, businessToday());

export function addRuleVersion(
  db: Database,
  actor: Actor,
  body: RuleVersionBody,
  language: Language = DEFAULT_LANGUAGE,
): Promise<PayrollRuleItem> {
  const value = parseValue(body.key, body.value, language);
  const label = PAYROLL_RULE_LABELS[body.key] ?? body.key;
  return db.tx(async (trx) => {
    const from = body.effective_from;
    const starts = await taxRepo.ruleStarts(trx, body.key);
    if (starts.includes(from)) throw badRequest([{ field: 'effective_from', message: M.sameMonth(label, from) }]);
    const next = starts.find((s) => s > from);
    const approved = await taxRepo.lastApprovedRunFrom(trx, from, next);
    if (approved) throw conflict(M.approvedMonth(from, approved.month));
    const id = await taxRepo.insertRule(trx, {
      key: body.key,
      effective_from: from,
      value: JSON.stringify(value),
      source: body.source,
      created_by_username: actor.username,
      created_at: nowIso(),
    });
    const month = await currentMonth(trx);
    const inForce = from <= month && (next === undefined || next > month);
    const item = toRuleItem(await taxRepo.findRule(trx, id), month, inForce);
    await logActivity(trx, actor, { action: 'add_rule_version', resource: 'payroll', recordId: id, after: item });
    return item;
  });
}

const figures = (s: ComputedPayslip): WhatIfFigures => ({
  gross_pay: s.gross_cents,
  tax_cents: s.tax_cents,
  employee_nssf_cents: s.employee_nssf_cents,
  employer_cents: s.employer_cents,
  net_pay: s.net_cents,
});

const sum = (all: WhatIfFigures[]): WhatIfFigures => {
  const t = { gross_pay: 0, tax_cents: 0, employee_nssf_cents: 0, employer_cents: 0, net_pay: 0 };
  for (const f of all) for (const k of Object.keys(t) as (keyof WhatIfFigures)[]) t[k] += f[k];
  return t;
};

/** The month computed twice from one read of its inputs: under the rules as they stand and with the proposed
 * version in place of its rule's. */
export async function whatIf(
  db: Database,
  body: RuleWhatIfBody,
  language: Language = DEFAULT_LANGUAGE,
): Promise<WhatIfData> {
  const value = parseValue(body.key, body.value, language);
  const k = db.kysely;
  const rate = await rateFor(k, body.exchange_rate);
  const nssfRate = body.nssf_exchange_rate ?? rate;
  const [inputs, current, proposed] = await Promise.all([
    monthInputs(k, body.month, rate),
    loadRules(k, body.month),
    loadRules(k, body.month, { key: body.key, value }),
  ]);
  const before = computeWith(inputs, current, rate, nssfRate);
  const after = computeWith(inputs, proposed, rate, nssfRate);
  const rows = before.map((c, i) => {
    const now = figures(c.slip);
    const then = figures(after[i].slip);
    return {
      employee_id: c.employee.id,
      employee_name: c.name,
      staff_id: c.employee.staff_id,
      current: now,
      proposed: then,
      net_change_cents: then.net_pay - now.net_pay,
      employer_change_cents: then.employer_cents - now.employer_cents,
    };
  });
  const differs = (r: (typeof rows)[number]) =>
    (Object.keys(r.current) as (keyof WhatIfFigures)[]).some((f) => r.current[f] !== r.proposed[f]);
  return {
    month: body.month,
    key: body.key,
    label: PAYROLL_RULE_LABELS[body.key] ?? body.key,
    summary: ruleSummary(body.key, value),
    exchange_rate: rate,
    nssf_exchange_rate: nssfRate,
    headcount: rows.length,
    changed: rows.filter(differs).length,
    current: sum(rows.map((r) => r.current)),
    proposed: sum(rows.map((r) => r.proposed)),
    rows,
  };
}
