// The screen of a report (issue 17), drawn from its catalogue entry (domain/reports/reportCatalog.ts):
// the filter bar of the filters it accepts, then its section (grouping switch, charts, table with
// totals, export). Every report of the menu is this page with its key (screens.ts `reportScreen`).
import { Card } from 'antd';
import { type ComponentType, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_CATALOG, type ReportKey } from '../../../domain/reports/reportCatalog.ts';
import { ReportFilterBar } from './ReportFilterBar.tsx';
import { ReportSection } from './ReportSection.tsx';
import { criteriaOf, initialFilterValues, type ReportCriteria } from './reportQueryModel.ts';

/** A filter bar over what it filters: `body` gets the criteria of the last search. */
export function ReportFrame(props: { reportKey: ReportKey; body: (criteria: ReportCriteria) => ReactNode }) {
  const { t } = useTranslation();
  const [criteria, setCriteria] = useState<ReportCriteria>(() => criteriaOf(initialFilterValues()));
  return (
    <Card title={t(`reports.titles.${props.reportKey}`)} data-testid={`report-page-${props.reportKey}`}>
      <ReportFilterBar filters={REPORT_CATALOG[props.reportKey].filters} onSearch={setCriteria} />
      {props.body(criteria)}
    </Card>
  );
}

export function ReportPage({ reportKey }: { reportKey: ReportKey }) {
  return (
    <ReportFrame
      reportKey={reportKey}
      body={(criteria) => <ReportSection reportKey={reportKey} criteria={criteria} charts />}
    />
  );
}

const screens = new Map<ReportKey, ComponentType>();

/** The menu's screen of a report: one component per key, made once. */
export function reportScreen(reportKey: ReportKey): ComponentType {
  let screen = screens.get(reportKey);
  if (!screen) {
    const Screen = () => <ReportPage reportKey={reportKey} />;
    screen = Screen;
    screens.set(reportKey, screen);
  }
  return screen;
}
