// The agency's orders (旅行社订单, /travelAgencyOrderManagement_travelAgency; spec 002 §2): drafts,
// submitted, approved and rejected orders; `?status=1` (the submit redirect) opens the submitted ones.
import { Card } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import { AGENCY_ORDER_STATUS } from '../../../domain/agencies/agencyCodes.ts';
import type { AgencyOrderRow } from '../../../domain/agencies/agencyOrder.schema.ts';
import type { Query } from '../api/http.ts';
import { AgencyOrderTable } from './AgencyOrderTable.tsx';
import { OrderFilters } from './OrderFilters.tsx';
import { SubmitDraftButton } from './SubmitDraftButton.tsx';
import { usePagedRows } from './usePagedRows.ts';

export default function AgencyOrdersPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const initial = params.get('status') === null ? undefined : Number(params.get('status'));
  const [filter, setFilter] = useState<Query>({ status: initial });
  // The order just saved or submitted (the wizard's redirect), shown as soon as the list has it.
  const saved = (useLocation().state as { orderNo?: string } | null)?.orderNo;
  const list = usePagedRows<AgencyOrderRow>(
    'travelAgency/orders',
    filter,
    saved ? (rows) => rows.some((r) => r.orderNo === saved) : undefined,
  );
  return (
    <Card title={t('agencies.orders.title')} data-testid="agency-orders">
      <OrderFilters status={initial} onSearch={setFilter} />
      <AgencyOrderTable
        rows={list.rows}
        loading={list.loading}
        pagination={list.pagination}
        testId="agency-order-list"
        actions={(row) =>
          row.orderStatus === AGENCY_ORDER_STATUS.draft ? (
            <SubmitDraftButton row={row} onDone={() => void list.reload()} />
          ) : null
        }
      />
    </Card>
  );
}
