// 储值卡 (ticket-management menu): the stored-value card types (ticket types of the stored-value
// kind, with the ticket-type list and form) and the stored-value rules (the recharge bonuses, with
// the discount list and form), one tab each.
import { Alert, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import DiscountPage from '../rules/DiscountPage.tsx';
import TicketTypeList from '../ticketTypes/TicketTypeList.tsx';
import { cardEntry } from '../ticketTypes/ticketTypeEntry.ts';

const STORED_VALUE = cardEntry('storedValueCard');

export default function StoredValueCardPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState('types');
  const text = (key: string) => t(`ticketTypes.cardViews.${key}`);
  return (
    <Tabs
      activeKey={tab}
      onChange={setTab}
      destroyOnHidden
      data-testid="stored-value-card-tabs"
      items={[
        {
          key: 'types',
          label: text('tabs.types'),
          children: (
            <>
              <Alert type="info" showIcon title={text('timedHint')} style={{ marginBottom: 12 }} />
              <TicketTypeList entry={STORED_VALUE} />
            </>
          ),
        },
        {
          key: 'rules',
          label: text('tabs.rules'),
          children: (
            <>
              <Alert type="info" showIcon title={text('rulesHint')} style={{ marginBottom: 12 }} />
              <DiscountPage rechargeOnly />
            </>
          ),
        },
      ]}
    />
  );
}
