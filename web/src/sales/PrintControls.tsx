// Printing an order at the window: the print template (remembered per scenic area), the print or
// reprint call (with If-Match when the order's version is known), then the browser printing of the
// tickets at the template's paper size and a preview of what was printed. A refusal (several ticket
// types, no template, a stale version) is shown as the server words it; the sale itself stands.

import { PrinterOutlined } from '@ant-design/icons';
import { Alert, Button, Select, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PrintJob } from '../../../domain/sales/printJob.schema.ts';
import { failureText } from '../masterData/masterDataApi.ts';
import { printTickets } from '../printing/TicketPrint.tsx';
import type { TicketLayout } from '../printing/ticketLayout.ts';
import { PrintPreview } from './PrintPreview.tsx';
import { chosenTemplate, printableTicket, rememberTemplate, type TemplateChoice } from './printModel.ts';
import { printOrder } from './salesApi.ts';

interface Props {
  scenicAreaID: number;
  choices: readonly TemplateChoice[];
  orderNo: string;
  /** The order's version, sent as If-Match. */
  version?: number;
  /** Printed before: the button reprints. */
  printed: boolean;
  onPrinted?: (job: PrintJob) => void;
}

export function PrintControls({ scenicAreaID, choices, orderNo, version, printed, onPrinted }: Props) {
  const { t } = useTranslation();
  const [templateID, setTemplateID] = useState(() => chosenTemplate(scenicAreaID, choices));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<{ job: PrintJob; layout: TicketLayout } | null>(null);

  useEffect(() => setTemplateID(chosenTemplate(scenicAreaID, choices)), [scenicAreaID, choices]);

  const print = async () => {
    setBusy(true);
    setError(null);
    try {
      const job = await printOrder({ orderNo, templateID }, printed, version);
      const layout = job.layout;
      setPreview({ job, layout });
      onPrinted?.(job);
      await printTickets(layout, job.tickets.map(printableTicket));
    } catch (err) {
      setError(failureText(err, t('sales.print.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="print-controls">
      <Space wrap>
        <Typography.Text>{t('sales.print.template')}</Typography.Text>
        <Select<number>
          value={templateID ?? undefined}
          placeholder={t('sales.print.noTemplate')}
          style={{ minWidth: 200 }}
          options={choices.map((c) => ({ value: c.id, label: c.templateName }))}
          onChange={(id) => {
            setTemplateID(id);
            rememberTemplate(scenicAreaID, id);
          }}
          data-testid="print-template"
        />
        <Button
          type="primary"
          icon={<PrinterOutlined />}
          loading={busy}
          onClick={() => void print()}
          data-testid={printed ? 'print-reprint' : 'print-print'}
        >
          {printed ? t('sales.print.reprint') : t('sales.print.print')}
        </Button>
      </Space>
      {error ? <Alert type="error" showIcon title={error} data-testid="print-error" /> : null}
      <PrintPreview
        open={preview !== null}
        layout={preview?.layout ?? null}
        tickets={preview?.job.tickets ?? []}
        onClose={() => setPreview(null)}
      />
    </Space>
  );
}
