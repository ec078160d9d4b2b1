// Step 3 (spec 002 §2, §4): order information and statistics (folding in 300 ms), the tourists in
// three tabs with add / edit / delete drawers, save as draft or submit for review, and the back link
// to step 2.
import { ArrowLeftOutlined, DownOutlined, UpOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Form, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AGENCY_PAY_TYPES } from '../../../domain/agencies/agencyCodes.ts';
import type { OrderInfoInput } from '../../../domain/agencies/orderInfo.schema.ts';
import type { TouristRowInput } from '../../../domain/agencies/touristRow.schema.ts';
import { money } from '../sales/saleLabels.ts';
import { FoldPanel } from './FoldPanel.tsx';
import { OrderInfoPanel } from './OrderInfoPanel.tsx';
import { OrderStatisticsPanel } from './OrderStatisticsPanel.tsx';
import { type DraftTourist, type GeneratedOrder, statisticsOf } from './orderDraftModel.ts';
import { TouristDrawer } from './TouristDrawer.tsx';
import { TouristTable } from './TouristTable.tsx';
import { type CreditOwner, creditShort, useAgencyCredit } from './useAgencyCredit.ts';
import { type SavedOrder, useOrderSave } from './useOrderSave.ts';
import { useTouristEdits } from './useTouristEdits.ts';

interface Props {
  order: GeneratedOrder;
  agency: CreditOwner & { accountID: number };
  priority: number | null;
  /** The saved draft being edited (saving replaces it, submitting submits it); null for a new order. */
  orderNo: string | null;
  onSaved?: (saved: SavedOrder) => void;
  onBack: () => void;
}

const NEW_TOURIST: Partial<TouristRowInput> = { certificateType: 0, supportingMaterials: '0', sex: 0 };

export function ReviewStep({ order, agency, priority, orderNo, onSaved, onBack }: Props) {
  const { travelAgencyID, accountID } = agency;
  const { t } = useTranslation();
  const [form] = Form.useForm<OrderInfoInput>();
  const [open, setOpen] = useState(true);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<DraftTourist | null>(null);
  const playDate = Form.useWatch('playStartTime', form) as string | undefined;
  const payType = Form.useWatch('payType', form);
  const edits = useTouristEdits(order.tourists, () => ({ travelAgencyID, ticketTypeID: priority, playDate }));
  const statistics = statisticsOf(edits.tourists);
  const credit = useAgencyCredit(agency);
  const short =
    credit && payType === AGENCY_PAY_TYPES.onAccount && creditShort(credit, statistics.orderAmount);
  const { save, submit } = useOrderSave({
    form,
    travelAgencyID,
    accountID,
    priority,
    tourists: edits.tourists,
    uploadedPeople: order.uploadedPeople,
    orderNo,
    onSaved,
  });
  const editFacts = useMemo(
    () =>
      editing && [
        { label: t('agencies.tourist.ticketType'), value: editing.ticketTypeName },
        { label: t('agencies.tourist.age'), value: editing.age ?? '—' },
        { label: t('agencies.tourist.price'), value: money(editing.ticketPrice) },
        {
          label: t('agencies.tourist.isConcession'),
          value: t(editing.isConcession ? 'agencies.common.yes' : 'agencies.common.no'),
        },
      ],
    [editing, t],
  );

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="wizard-step-3">
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        <Typography.Link onClick={onBack} data-testid="wizard-back">
          <ArrowLeftOutlined /> {t('agencies.wizard.back')}
        </Typography.Link>
        <Button
          type="text"
          icon={open ? <UpOutlined /> : <DownOutlined />}
          onClick={() => setOpen((o) => !o)}
          data-testid="order-fold"
        >
          {t(open ? 'agencies.order.collapse' : 'agencies.order.expand')}
        </Button>
      </Space>
      <FoldPanel open={open}>
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <OrderInfoPanel form={form} initial={order.info} />
          <OrderStatisticsPanel statistics={statistics} />
        </Space>
      </FoldPanel>
      {short ? (
        <Alert type="warning" showIcon title={t('agencies.credit.insufficient')} data-testid="credit-short" />
      ) : null}
      <Card size="small">
        <TouristTable tourists={edits.tourists} onEdit={setEditing} onDelete={edits.remove} />
        <Space style={{ marginTop: 12 }}>
          <Button onClick={() => void save()} data-testid="order-save">
            {t('agencies.order.save')}
          </Button>
          <Button onClick={() => setAdding(true)} data-testid="order-add-tourist">
            {t('agencies.order.addTourist')}
          </Button>
          <Button type="primary" onClick={submit} data-testid="order-submit">
            {t('agencies.order.submit')}
          </Button>
        </Space>
      </Card>
      <TouristDrawer
        title={t('agencies.tourist.addTitle')}
        initial={adding ? NEW_TOURIST : null}
        onClose={() => setAdding(false)}
        onSubmit={async (row) => {
          const done = await edits.add(row);
          if (done) setAdding(false);
          return done;
        }}
      />
      <TouristDrawer
        title={t('agencies.tourist.editTitle')}
        initial={editing}
        facts={editFacts ?? undefined}
        onClose={() => setEditing(null)}
        onSubmit={async (row) => {
          const done = editing !== null && (await edits.edit(editing.key, row));
          if (done) setEditing(null);
          return done;
        }}
      />
    </Space>
  );
}
