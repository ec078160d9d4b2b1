// The agencies list's recharge button and its dialog (the agencies are read when it opens).
import { WalletOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgencyRow } from '../../../domain/agencies/agency.schema.ts';
import { allRows } from '../masterData/masterDataApi.ts';
import { RechargeModal } from './RechargeModal.tsx';

export function RechargeButton({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [agencies, setAgencies] = useState<AgencyRow[] | null>(null);
  const open = () =>
    allRows<AgencyRow>('travelAgency')
      .then(setAgencies)
      .catch(() => setAgencies([]));
  return (
    <>
      <Button icon={<WalletOutlined />} onClick={() => void open()} data-testid="agency-recharge-open">
        {t('agencies.recharge.recharge')}
      </Button>
      <RechargeModal
        agencies={agencies ?? []}
        open={agencies !== null}
        onClose={() => {
          setAgencies(null);
          onDone();
        }}
      />
    </>
  );
}
