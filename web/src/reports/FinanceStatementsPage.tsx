// Financial statements (财务报表, issue 17): one filter bar over the income summary per day or per
// month (amount, actual amount, discount, refunds, settled / unsettled, with its trend and the
// shares by source and payment method), the same money by source, by payment method and by seller,
// and the reconciliation of orders against what the payment providers confirmed, with each
// difference listed.
import { Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReportGroupBy } from '../../../domain/reports/reportQuery.schema.ts';
import { DifferencesList } from './DifferencesList.tsx';
import { RecoveredList } from './RecoveredList.tsx';
import { ReportFrame } from './ReportPage.tsx';
import { ReportSection } from './ReportSection.tsx';
import type { ReportCriteria } from './reportQueryModel.ts';

function Statements({ criteria }: { criteria: ReportCriteria }) {
  const { t } = useTranslation();
  const label = (key: string) => t(`reports.finance.${key}`);
  const by = (groupBy: ReportGroupBy, title: string) => (
    <ReportSection
      reportKey="financeStatements"
      criteria={criteria}
      groupings={[groupBy]}
      title={label(title)}
      testId={`report-financeStatements-${groupBy}`}
    />
  );
  return (
    <Row gutter={[16, 16]}>
      <Col span={24}>
        <ReportSection
          reportKey="financeStatements"
          criteria={criteria}
          groupings={['day', 'month']}
          groupLabel={(g) => label(g)}
          title={label('statement')}
          charts
          testId="report-financeStatements-statement"
        />
      </Col>
      <Col xs={24} xxl={12}>
        {by('source', 'bySource')}
      </Col>
      <Col xs={24} xxl={12}>
        {by('paymentMethod', 'byPaymentMethod')}
      </Col>
      <Col span={24}>{by('seller', 'bySeller')}</Col>
      <Col span={24}>
        <ReportSection reportKey="reconciliation" criteria={criteria} title={label('reconciliation')}>
          {(data) => (
            <>
              <DifferencesList differences={data.differences ?? []} />
              <RecoveredList recovered={data.recovered ?? []} />
            </>
          )}
        </ReportSection>
      </Col>
    </Row>
  );
}

export default function FinanceStatementsPage() {
  return (
    <ReportFrame reportKey="financeStatements" body={(criteria) => <Statements criteria={criteria} />} />
  );
}
