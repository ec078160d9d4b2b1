import { Alert, Card, type InputRef, Space, Tag } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateIssue } from '../../../domain/i18n/validationMessages.ts';
import { type ScannedTicket, ScanTicket } from '../../../domain/sales/printJob.schema.ts';
import { currentLanguage } from '../i18n/i18n.ts';
import { failureText } from '../masterData/masterDataApi.ts';
import { ScenicAreaSelect } from '../masterData/pickers.tsx';
import { ScannedTicketView } from './ScannedTicketView.tsx';
import { scanTicket } from './salesApi.ts';
import { TicketCodeSearch } from './TicketCodeSearch.tsx';
import { ownScenicArea, useSellOptions } from './useSellOptions.ts';

export default function ScanTicketPage() {
  const { t } = useTranslation();
  const input = useRef<InputRef>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [ticket, setTicket] = useState<ScannedTicket | null>(null);
  const [scenicAreaID, setScenicAreaID] = useState<number | undefined>(ownScenicArea);
  const options = useSellOptions(scenicAreaID, t('sales.common.loadFailed'));

  const lookUp = async () => {
    const parsed = ScanTicket.safeParse({ code });
    setTicket(null);
    if (!parsed.success) {
      setError(translateIssue(parsed.error.issues[0]!, currentLanguage()));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      setTicket(await scanTicket(parsed.data.code));
    } catch (err) {
      setError(failureText(err, t('sales.scan.failed')));
    } finally {
      setBusy(false);
      // Ready for the next scan: the scanner types over the selected text.
      input.current?.focus({ cursor: 'all' });
    }
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="scan-page">
      <Card
        size="small"
        title={t('sales.scan.title')}
        extra={
          <Space wrap>
            {options.value?.sandboxPayments ? <Tag color="orange">{t('sales.common.sandbox')}</Tag> : null}
            <ScenicAreaSelect
              autoPick
              value={scenicAreaID}
              onChange={(id) => setScenicAreaID(id ?? undefined)}
              aria-label={t('sales.common.scenicArea')}
            />
          </Space>
        }
      >
        <TicketCodeSearch
          inputRef={input}
          value={code}
          busy={busy}
          placeholder={t('sales.scan.placeholder')}
          submit={t('sales.scan.submit')}
          hint={t('sales.scan.hint')}
          testId="scan-input"
          onChange={setCode}
          onSearch={() => void lookUp()}
        />
      </Card>
      {error ? <Alert type="error" showIcon title={error} data-testid="scan-error" /> : null}
      {ticket ? (
        <ScannedTicketView
          ticket={ticket}
          scenicAreaID={scenicAreaID}
          templates={options.value?.printTemplates ?? []}
          onPrinted={(version) =>
            setTicket({ ...ticket, orderVersion: version, actions: reprintable(ticket) })
          }
          onCollected={(version) =>
            setTicket({
              ...ticket,
              collected: true,
              ticketVersion: version,
              actions: ticket.actions.filter((a) => a !== 'pickup'),
            })
          }
        />
      ) : null}
    </Space>
  );
}

/** After a print the order may only be reprinted. */
const reprintable = (ticket: ScannedTicket): ScannedTicket['actions'] => [
  ...new Set([...ticket.actions.filter((a) => a !== 'print'), 'reprint' as const]),
];
