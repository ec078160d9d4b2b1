// Travel-agency management (旅行社管理, /travelAgency, menu travelAgencyMenu4; issue 15): the review
// queue of agency orders, the agencies (with recharge), ordering for an agency, the users bound to
// one agency (shown to holders of the user flag, whose calls they are) and every recharge.
import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { getSession } from '../auth/session.ts';
import { AgencyListPage } from './AgencyListPage.tsx';
import { AgencyReviewList } from './AgencyReviewList.tsx';
import { AgencyUsersTab } from './AgencyUsersTab.tsx';
import { OrderForAgencyTab } from './OrderForAgencyTab.tsx';
import { RechargeRecordsTable } from './RechargeRecordsTable.tsx';

export default function AgencyManagementPage() {
  const { t } = useTranslation();
  const label = (key: string) => t(`agencies.management.${key}`);
  return (
    <Card data-testid="agency-management">
      <Tabs
        destroyOnHidden
        items={[
          { key: 'review', label: label('review'), children: <AgencyReviewList /> },
          { key: 'agencies', label: label('agencies'), children: <AgencyListPage /> },
          { key: 'orderFor', label: label('orderFor'), children: <OrderForAgencyTab /> },
          ...(getSession()?.flags.user
            ? [{ key: 'users', label: label('users'), children: <AgencyUsersTab /> }]
            : []),
          {
            key: 'recharge',
            label: label('recharge'),
            children: <RechargeRecordsTable filter={{}} showAgency />,
          },
        ]}
      />
    </Card>
  );
}
