// The agency's orders (旅行社订单, /travelAgencyOrderManagement_travelAgency; spec 002 §2): drafts,
// submitted, approved and rejected orders; `?status=1` (the submit redirect) opens the submitted ones.
// A draft opens again in the wizard where it was left (continue editing), or is submitted as it is.
import { Card, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { AGENCY_ORDER_STATUS } from '../../../domain/agencies/agencyCodes.ts';
import type { AgencyOrderRow } from '../../../domain/agencies/agencyOrder.schema.ts';
import { HOME_PATH } from '../../../domain/auth/menu.ts';
import type { Query } from '../api/http.ts';
import { AgencyOrderTable } from './AgencyOrderTable.tsx';
import { OrderFilters } from './OrderFilters.tsx';
import { SubmitDraftButton } from './SubmitDraftButton.tsx';
import { usePagedRows } from './usePagedRows.ts';

export default function AgencyOrdersPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
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
            <Space size="small">
              <Typography.Link
                onClick={() => navigate(`${HOME_PATH}?draft=${encodeURIComponent(row.orderNo)}`)}
                data-testid={`draft-edit-${row.orderNo}`}
              >
                {t('agencies.orders.continueEditing')}
              </Typography.Link>
              <SubmitDraftButton row={row} onDone={() => void list.reload()} />
            </Space>
          ) : null
        }
      />
    </Card>
  );
}
