// Travel-agency management (旅行社管理, /travelAgency, menu travelAgencyMenu4; issue 15): the review
// queue of agency orders, the agencies (with recharge), their users (the user screen, where an
// agency user is a user of type travel agency) and every recharge.
import { Card, Spin, Tabs } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { AgencyListPage } from './AgencyListPage.tsx';
import { AgencyReviewList } from './AgencyReviewList.tsx';
import { RechargeRecordsTable } from './RechargeRecordsTable.tsx';

const UserPage = lazy(() => import('../users/UserPage.tsx'));

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
          {
            key: 'users',
            label: label('users'),
            children: (
              <Suspense fallback={<Spin />}>
                <UserPage />
              </Suspense>
            ),
          },
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
