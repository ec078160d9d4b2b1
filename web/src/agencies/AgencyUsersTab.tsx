// The agency-users tab of agency management: choose an agency, see only the users bound to it
// (`GET /api/user?travelAgencyID=`), add users already bound to it; the user form binds a user to
// another agency or makes it staff (unbound). The user screen's calls, so the `user` flag is needed.
import { Alert, Space, Spin } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserOptions } from '../users/usersApi.ts';
import { AgencyChooser } from './AgencyChooser.tsx';

const UserPage = lazy(() => import('../users/UserPage.tsx'));

export function AgencyUsersTab() {
  const { t } = useTranslation();
  const label = (key: string) => t(`agencies.management.${key}`);
  const options = useUserOptions();
  const agencies = options.travelAgencies;
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const agency = agencies.find((a) => a.id === chosen) ?? agencies[0];
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="agency-users">
      <AgencyChooser
        agencies={agencies}
        value={agency?.id}
        onChange={setChosen}
        data-testid="agency-users-agency"
      />
      <Alert type="info" showIcon title={agency ? label('usersHint') : label('noAgencies')} />
      {agency ? (
        <Suspense fallback={<Spin />}>
          <UserPage key={agency.id} agency={agency} options={options} />
        </Suspense>
      ) : null}
    </Space>
  );
}
