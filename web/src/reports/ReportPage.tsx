// The screen of a report (issue 17), drawn from its catalogue entry (domain/reports/reportCatalog.ts):
// the filter bar of the filters it accepts, then its section (grouping switch, charts, table with
// totals, export). Every report of the menu is this page with its key (screens.ts `reportScreen`).
import { Card, Spin } from 'antd';
import { type ComponentType, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_CATALOG, type ReportKey } from '../../../domain/reports/reportCatalog.ts';
import { type TodayOf, useAreaToday } from '../masterData/areaToday.ts';
import { ReportFilterBar } from './ReportFilterBar.tsx';
import { ReportSection } from './ReportSection.tsx';
import { criteriaOf, initialFilterValues, type ReportCriteria } from './reportQueryModel.ts';

type FrameProps = { reportKey: ReportKey; body: (criteria: ReportCriteria) => ReactNode };

/**
 * A filter bar over what it filters: `body` gets the criteria of the last search. The first range
 * ends on the scenic areas' today, so nothing is asked before their time zones are known.
 */
export function ReportFrame(props: FrameProps) {
  const { t } = useTranslation();
  const todayOf = useAreaToday();
  return (
    <Card title={t(`reports.titles.${props.reportKey}`)} data-testid={`report-page-${props.reportKey}`}>
      {todayOf ? <FilteredBody {...props} todayOf={todayOf} /> : <Spin />}
    </Card>
  );
}

function FilteredBody({ reportKey, body, todayOf }: FrameProps & { todayOf: TodayOf }) {
  const [criteria, setCriteria] = useState<ReportCriteria>(() => criteriaOf(initialFilterValues(todayOf())));
  return (
    <>
      <ReportFilterBar filters={REPORT_CATALOG[reportKey].filters} todayOf={todayOf} onSearch={setCriteria} />
      {body(criteria)}
    </>
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
