import { describe, expect, it } from 'vitest';
import { canOpenPath, menuItems, visibleMenu } from '../../../domain/auth/menu.ts';
import { ALL_FLAGS, type PermissionFlags } from '../../../domain/auth/permissionFlags.ts';
import {
  columnsOf,
  GROUP_COLUMNS,
  REPORT_CATALOG,
  REPORT_KEYS,
  totalColumns,
} from '../../../domain/reports/reportCatalog.ts';
import { lastDayOfYearFrom, ReportQuery, spanTooLong } from '../../../domain/reports/reportQuery.schema.ts';

const allOn = Object.fromEntries(ALL_FLAGS.map((f) => [f, 1])) as PermissionFlags;

describe('report catalogue', () => {
  it('guards each menu report with the flag of its menu entry', () => {
    for (const entry of menuItems().filter((m) => m.path.startsWith('/report/') && !m.hidden)) {
      const report = REPORT_CATALOG[entry.key as keyof typeof REPORT_CATALOG];
      expect(report, entry.key).toBeDefined();
      expect(report.flag).toBe(entry.flag);
    }
    expect(REPORT_CATALOG.financeStatements.flag).toBe('financeStatements');
    expect(REPORT_CATALOG.dataCenter.flag).toBe('dataCenter');
  });

  it('hides the reports not built (stock, goods), whatever the flags', () => {
    const shown = visibleMenu(allOn).flatMap((n) => ('children' in n ? n.children : [n]));
    expect(shown.map((m) => m.key)).not.toContain('stockReport');
    expect(shown.map((m) => m.key)).not.toContain('goodsReport');
    expect(canOpenPath('/report/stock', allOn)).toBe(false);
    expect(canOpenPath('/report/order', allOn)).toBe(true);
  });

  it('gives every report a default sort among its columns and totals only of measures', () => {
    for (const key of REPORT_KEYS) {
      const report = REPORT_CATALOG[key];
      const keys = columnsOf(report, report.groupings[0]!).map((c) => c.key);
      expect(keys, key).toContain(report.defaultSort.by);
      expect(new Set(keys).size, key).toBe(keys.length);
      for (const t of totalColumns(report)) expect(report.measures.map((m) => m.key)).toContain(t);
      for (const g of report.groupings) expect(GROUP_COLUMNS[g]).toBeDefined();
    }
  });
});

describe('report query', () => {
  it('allows one year, inclusive, and not a day more', () => {
    expect(lastDayOfYearFrom('2025-03-15')).toBe('2026-03-14');
    expect(lastDayOfYearFrom('2024-02-29')).toBe('2025-02-28');
    expect(lastDayOfYearFrom('2024-01-01')).toBe('2024-12-31');
    expect(spanTooLong('2025-01-01', '2025-12-31')).toBe(false);
    expect(spanTooLong('2025-01-01', '2026-01-01')).toBe(true);
  });

  it('refuses a span over a year and an end before the start, with the reports message', () => {
    const over = ReportQuery.safeParse({ from: '2025-01-01', to: '2026-01-01' });
    expect(over.success).toBe(false);
    expect(over.error?.issues[0]?.message).toBe('i18n:reportSpanTooLong');
    const reversed = ReportQuery.safeParse({ from: '2025-02-01', to: '2025-01-01' });
    expect(reversed.error?.issues.map((i) => i.message)).toEqual(['i18n:endBeforeStart']);
    const fine = ReportQuery.parse({ from: '2025-01-01', to: '2025-01-31', sellerID: '0' });
    expect(fine).toMatchObject({ pageItems: 20, pageNumber: 1, sellerID: 0 });
  });
});
