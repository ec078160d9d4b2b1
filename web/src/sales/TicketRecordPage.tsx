// Ticket detail record (门票明细记录, ticketDetailRecord): an order or ticket number (typed, or given
// as ?no= in the address) and its whole history, event by event, from GET /api/ticketRecord.

import { Alert, Card, Descriptions, Input, Space } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { translateIssue } from '../../../domain/i18n/validationMessages.ts';
import { ORDER_QUERY_MAX } from '../../../domain/sales/saleCodes.ts';
import { type TicketRecord, TicketRecordQuery } from '../../../domain/sales/ticketRecord.schema.ts';
import { currentLanguage } from '../i18n/i18n.ts';
import { failureText } from '../masterData/masterDataApi.ts';
import { RecordEntries } from './RecordEntries.tsx';
import { ticketRecord } from './salesApi.ts';

export default function TicketRecordPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get('no') ?? '';
  const [text, setText] = useState(asked);
  const [record, setRecord] = useState<TicketRecord | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(
    async (no: string) => {
      setRecord(null);
      const parsed = TicketRecordQuery.safeParse({ no });
      if (!parsed.success) {
        setError(translateIssue(parsed.error.issues[0]!, currentLanguage()));
        return;
      }
      setBusy(true);
      setError(null);
      try {
        setRecord(await ticketRecord(parsed.data.no));
      } catch (err) {
        setError(failureText(err, t('sales.common.loadFailed')));
      } finally {
        setBusy(false);
      }
    },
    [t],
  );

  // The address says what to show: a link from the query or the scan, or a search typed here.
  useEffect(() => {
    setText(asked);
    if (asked) void load(asked);
    else {
      setRecord(null);
      setError(null);
    }
  }, [asked, load]);

  const search = (value: string) => {
    const no = value.trim();
    if (no === asked) void load(no);
    else setParams(no ? { no } : {});
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="ticket-record">
      <Card size="small" title={t('sales.record.title')}>
        <Input.Search
          allowClear
          size="large"
          autoFocus
          maxLength={ORDER_QUERY_MAX}
          value={text}
          placeholder={t('sales.record.placeholder')}
          enterButton={t('sales.common.search')}
          loading={busy}
          onChange={(e) => setText(e.target.value)}
          onSearch={search}
          style={{ maxWidth: 560 }}
          data-testid="record-input"
        />
      </Card>
      {error ? <Alert type="error" showIcon title={error} data-testid="record-error" /> : null}
      {record ? (
        <Card size="small" data-testid="record-result">
          <Descriptions size="small" column={{ xs: 1, md: 3 }} style={{ marginBottom: 16 }}>
            <Descriptions.Item label={t('sales.record.kind')}>
              {t(`sales.record.kinds.${record.kind}`)}
            </Descriptions.Item>
            <Descriptions.Item label={t('sales.record.no')}>
              <span data-testid="record-no">{record.no}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('sales.record.timeZone')}>{record.timeZone}</Descriptions.Item>
          </Descriptions>
          <RecordEntries entries={record.entries} />
        </Card>
      ) : null}
    </Space>
  );
}
