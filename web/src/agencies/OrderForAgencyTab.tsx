// Staff ordering for an agency (agency management, menu travelAgencyMenu4): choose one of the
// enabled agencies of the caller's scenic areas and go through the agency's three steps for it; the
// order is the agency's (its list, its credit), recorded as made by the staff member. After a save
// the wizard starts again and says which order was saved; submitted ones wait in the review tab.
import { Alert, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgencyRow } from '../../../domain/agencies/agency.schema.ts';
import { getSession } from '../auth/session.ts';
import { allRows } from '../masterData/masterDataApi.ts';
import { AgencyChooser } from './AgencyChooser.tsx';
import { OrderWizard } from './OrderWizard.tsx';
import type { SavedOrder } from './useOrderSave.ts';

function useEnabledAgencies(): AgencyRow[] {
  const [agencies, setAgencies] = useState<AgencyRow[]>([]);
  useEffect(() => {
    let live = true;
    allRows<AgencyRow>('travelAgency')
      .then((rows) => live && setAgencies(rows.filter((r) => r.isEnable)))
      .catch(() => live && setAgencies([]));
    return () => {
      live = false;
    };
  }, []);
  return agencies;
}

export function OrderForAgencyTab() {
  const { t } = useTranslation();
  const label = (key: string) => t(`agencies.management.${key}`);
  const agencies = useEnabledAgencies();
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const [saved, setSaved] = useState<(SavedOrder & { agency: string }) | null>(null);
  const [round, setRound] = useState(0);
  const agency = agencies.find((a) => a.id === chosen);
  const accountID = getSession()?.user.id ?? 0;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="order-for-agency">
      <AgencyChooser
        agencies={agencies}
        value={chosen}
        onChange={(id) => {
          setChosen(id);
          setSaved(null);
        }}
        data-testid="order-for-agency-agency"
      />
      {saved ? (
        <Alert
          type="success"
          showIcon
          title={t(
            saved.submitted ? 'agencies.management.orderForSubmitted' : 'agencies.management.orderForSaved',
            {
              agency: saved.agency,
              orderNo: saved.orderNo,
            },
          )}
          data-testid="order-for-agency-saved"
        />
      ) : null}
      {agency ? (
        <OrderWizard
          key={`${agency.id}:${round}`}
          agency={{ travelAgencyID: agency.id, scenicAreaID: agency.scenicAreaID, accountID }}
          onSaved={(order) => {
            setSaved({ ...order, agency: agency.name });
            setRound((r) => r + 1);
          }}
        />
      ) : (
        <Alert type="info" showIcon title={label('orderForHint')} />
      )}
    </Space>
  );
}
