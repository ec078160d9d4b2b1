// A scanned ticket: number, order, type, status, validity, price, persons and holder, whether the
// code was a signed QR code, and the actions it allows (print / reprint its order, detail record).

import { FileSearchOutlined, InboxOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { App, Button, Card, Descriptions, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ScannedTicket } from '../../../domain/sales/printJob.schema.ts';
import { failureText } from '../masterData/masterDataApi.ts';
import { PrintControls } from './PrintControls.tsx';
import type { TemplateChoice } from './printModel.ts';
import { recordPath } from './recordModel.ts';
import { money, STATUS_COLOURS } from './saleLabels.ts';
import { collectTicket } from './salesApi.ts';

interface Props {
  ticket: ScannedTicket;
  scenicAreaID: number | undefined;
  templates: readonly TemplateChoice[];
  onPrinted: (version: number) => void;
  /** The ticket was handed over (pickup); its new version. */
  onCollected: (version: number) => void;
}

export function ScannedTicketView({ ticket, scenicAreaID, templates, onPrinted, onCollected }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [collecting, setCollecting] = useState(false);
  const collect = async () => {
    setCollecting(true);
    try {
      onCollected(await collectTicket(ticket.ticketNo, ticket.ticketVersion));
      message.success(t('sales.scan.collected'));
    } catch (err) {
      message.error(failureText(err, t('sales.scan.failed')));
    } finally {
      setCollecting(false);
    }
  };
  const navigate = useNavigate();
  const label = (key: string) => t(`sales.common.${key}`);
  const canPrint = ticket.actions.includes('print') || ticket.actions.includes('reprint');
  return (
    <Card size="small" title={label('ticket')} data-testid="scan-ticket">
      <Descriptions size="small" bordered column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label={label('ticketNo')}>
          <span data-testid="scan-ticket-no">{ticket.ticketNo}</span>
        </Descriptions.Item>
        <Descriptions.Item label={label('orderNo')}>
          <span data-testid="scan-order-no">{ticket.orderNo}</span>
        </Descriptions.Item>
        <Descriptions.Item label={label('ticketType')}>{ticket.ticketTypeName}</Descriptions.Item>
        <Descriptions.Item label={label('status')}>
          <Tag color={STATUS_COLOURS[ticket.statusName]} data-testid="scan-status">
            {t(`sales.statuses.${ticket.statusName}`)}
          </Tag>
        </Descriptions.Item>
        <Descriptions.Item label={label('validity')}>
          {t('sales.common.validRange', { from: ticket.validFrom, to: ticket.validTo })}
        </Descriptions.Item>
        <Descriptions.Item label={label('price')}>{money(ticket.price)}</Descriptions.Item>
        <Descriptions.Item label={label('persons')}>{ticket.persons}</Descriptions.Item>
        <Descriptions.Item label={label('holder')}>{ticket.holderName ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={label('code')} span={2}>
          {ticket.signed ? (
            <Tag icon={<SafetyCertificateOutlined />} color="success" data-testid="scan-signed">
              {t('sales.scan.signed')}
            </Tag>
          ) : (
            <Tag data-testid="scan-signed">{t('sales.scan.typed')}</Tag>
          )}
        </Descriptions.Item>
      </Descriptions>
      <Space orientation="vertical" style={{ width: '100%', marginTop: 16 }}>
        {canPrint && scenicAreaID !== undefined ? (
          <PrintControls
            scenicAreaID={scenicAreaID}
            choices={templates}
            orderNo={ticket.orderNo}
            version={ticket.orderVersion}
            printed={!ticket.actions.includes('print')}
            onPrinted={(job) => onPrinted(job.version)}
          />
        ) : null}
        {ticket.actions.includes('pickup') ? (
          <Button icon={<InboxOutlined />} loading={collecting} onClick={collect} data-testid="scan-pickup">
            {t('sales.scan.pickup')}
          </Button>
        ) : null}
        {ticket.actions.includes('record') ? (
          <Button
            icon={<FileSearchOutlined />}
            onClick={() => navigate(recordPath(ticket.ticketNo))}
            data-testid="scan-record"
          >
            {t('sales.scan.record')}
          </Button>
        ) : null}
      </Space>
    </Card>
  );
}
