// What was sent to the printer, on screen: each ticket at its paper width with its QR code.

import { Modal, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PrintJob } from '../../../domain/sales/printJob.schema.ts';
import { TicketPreview } from '../printing/TicketPrint.tsx';
import { PAPER_WIDTH_MM, type TicketLayout } from '../printing/ticketLayout.ts';
import { printableTicket } from './printModel.ts';

interface Props {
  open: boolean;
  layout: TicketLayout | null;
  tickets: PrintJob['tickets'];
  onClose: () => void;
}

export function PrintPreview({ open, layout, tickets, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('sales.print.preview')}
      onCancel={onClose}
      onOk={onClose}
      cancelButtonProps={{ style: { display: 'none' } }}
      okText={t('sales.print.close')}
      width={720}
      destroyOnHidden
    >
      {layout ? (
        <Space orientation="vertical" style={{ width: '100%' }} data-testid="print-preview">
          <Typography.Text type="secondary">
            {t('sales.print.paper', { width: PAPER_WIDTH_MM[layout.printType], count: tickets.length })}
          </Typography.Text>
          <Space wrap align="start" size="middle">
            {tickets.map((ticket) => (
              <div key={ticket.ticketNo} data-ticket-no={ticket.ticketNo}>
                <TicketPreview layout={layout} ticket={printableTicket(ticket)} />
              </div>
            ))}
          </Space>
        </Space>
      ) : null}
    </Modal>
  );
}
