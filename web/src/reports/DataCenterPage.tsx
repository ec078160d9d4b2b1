// The data center (数据中心, issue 17): the scenic areas of the caller's scope side by side, their
// totals as headline figures, the daily trend of all of them and the shares by source and payment
// method, then one row per scenic area.
import { useTranslation } from 'react-i18next';
import { ReportFrame } from './ReportPage.tsx';
import { ReportSection } from './ReportSection.tsx';

export default function DataCenterPage() {
  const { t } = useTranslation();
  return (
    <ReportFrame
      reportKey="dataCenter"
      body={(criteria) => (
        <ReportSection
          reportKey="dataCenter"
          criteria={criteria}
          title={t('reports.dataCenter.overview')}
          figures
          charts
        />
      )}
    />
  );
}
