// The agency's recharge records (充值, /travelAgencyRecharge; issue 15): its credit and every recharge.
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { ownAgency } from './agencyApi.ts';
import { RechargeRecordsTable } from './RechargeRecordsTable.tsx';

export default function AgencyRechargePage() {
  const { t } = useTranslation();
  const travelAgencyID = ownAgency()?.travelAgencyID;
  return (
    <Card title={t('agencies.recharge.title')} data-testid="agency-recharge">
      <RechargeRecordsTable filter={{ travelAgencyID }} />
    </Card>
  );
}
