// Step 1 (spec 002 §2): choose the priority concession ticket type (tried first when tourists are
// matched) and download the order template 导入订单模板.xlsx.
import { DownloadOutlined } from '@ant-design/icons';
import { App, Button, Form, Select, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgencyTicketRow } from '../../../domain/agencies/agency.schema.ts';
import { failureText } from '../masterData/masterDataApi.ts';
import { money } from '../sales/saleLabels.ts';
import { agencyTickets, downloadTemplate } from './agencyApi.ts';

interface Props {
  travelAgencyID: number;
  priority: number | null;
  onPriority: (ticketTypeID: number | null) => void;
  onNext: () => void;
}

function useConcessionTypes(travelAgencyID: number): AgencyTicketRow[] {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [types, setTypes] = useState<AgencyTicketRow[]>([]);
  useEffect(() => {
    let live = true;
    agencyTickets(travelAgencyID)
      .then((rows) => live && setTypes(rows.filter((r) => r.isConcession)))
      .catch(() => void message.error(t('agencies.template.ticketClassFailed'), 5));
    return () => {
      live = false;
    };
  }, [travelAgencyID, message, t]);
  return types;
}

export function TemplateStep({ travelAgencyID, priority, onPriority, onNext }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const types = useConcessionTypes(travelAgencyID);
  const [busy, setBusy] = useState(false);
  const save = () => {
    setBusy(true);
    downloadTemplate(priority)
      .catch((err) => message.error(failureText(err, t('agencies.common.generic')), 5))
      .finally(() => setBusy(false));
  };
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }} data-testid="wizard-step-1">
      <Form layout="vertical" style={{ maxWidth: 480 }}>
        <Form.Item label={t('agencies.template.concessionType')}>
          <Select
            allowClear
            value={priority ?? undefined}
            onChange={(id?: number) => onPriority(id ?? null)}
            placeholder={t('agencies.template.concessionPlaceholder')}
            options={types.map((x) => ({
              value: x.id,
              label: `${x.ticketTypeName} (${money(x.ticketPrice)})`,
            }))}
            data-testid="template-concession"
          />
        </Form.Item>
      </Form>
      <Typography.Paragraph type="secondary">{t('agencies.template.hint')}</Typography.Paragraph>
      <Space>
        <Button icon={<DownloadOutlined />} loading={busy} onClick={save} data-testid="template-download">
          {t('agencies.template.download')}
        </Button>
        <Button type="primary" onClick={onNext} data-testid="wizard-next">
          {t('agencies.wizard.next')}
        </Button>
      </Space>
    </Space>
  );
}
