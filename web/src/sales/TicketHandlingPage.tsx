import { Alert, Card, Input, type InputRef, Space, Tag } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateIssue } from '../../../domain/i18n/validationMessages.ts';
import { type ScannedTicket, ScanTicket } from '../../../domain/sales/printJob.schema.ts';
import type { TicketUses } from '../../../domain/sales/ticketHandling.schema.ts';
import { currentLanguage } from '../i18n/i18n.ts';
import { failureText } from '../masterData/masterDataApi.ts';
import { ScenicAreaSelect } from '../masterData/pickers.tsx';
import { ScannedTicketView } from './ScannedTicketView.tsx';
import { scanTicket } from './salesApi.ts';
import { TicketCodeSearch } from './TicketCodeSearch.tsx';
import { rememberWindow, storedWindow, ticketUses } from './ticketUseApi.ts';
import { ownScenicArea, useSellOptions } from './useSellOptions.ts';
import { WriteOffCard } from './WriteOffCard.tsx';

export default function TicketHandlingPage() {
  const { t } = useTranslation();
  const input = useRef<InputRef>(null);
  const [code, setCode] = useState('');
  const [window, setWindow] = useState(storedWindow);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [ticket, setTicket] = useState<ScannedTicket | null>(null);
  const [uses, setUses] = useState<TicketUses | null>(null);
  const [scenicAreaID, setScenicAreaID] = useState<number | undefined>(ownScenicArea);
  const options = useSellOptions(scenicAreaID, t('sales.common.loadFailed'));
  const label = (key: string) => t(`ticketHandling.handling.${key}`);

  const load = async (text: string) => {
    const scanned = await scanTicket(text);
    setTicket(scanned);
    setUses(await ticketUses(scanned.ticketNo));
  };

  const lookUp = async () => {
    const parsed = ScanTicket.safeParse({ code });
    setTicket(null);
    setUses(null);
    if (!parsed.success) {
      setError(translateIssue(parsed.error.issues[0]!, currentLanguage()));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await load(parsed.data.code);
    } catch (err) {
      setError(failureText(err, t('sales.scan.failed')));
    } finally {
      setBusy(false);
      input.current?.focus({ cursor: 'all' });
    }
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="handling-page">
      <Card
        size="small"
        title={label('title')}
        extra={
          <Space wrap>
            {options.value?.sandboxPayments ? <Tag color="orange">{t('sales.common.sandbox')}</Tag> : null}
            <Input
              style={{ width: 160 }}
              maxLength={32}
              addonBefore={label('window')}
              placeholder={label('windowPlaceholder')}
              value={window}
              onChange={(e) => {
                setWindow(e.target.value);
                rememberWindow(e.target.value);
              }}
              data-testid="handling-window"
            />
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
          placeholder={label('placeholder')}
          submit={label('submit')}
          hint={label('hint')}
          testId="handling-input"
          onChange={setCode}
          onSearch={() => void lookUp()}
        />
      </Card>
      {error ? <Alert type="error" showIcon title={error} data-testid="handling-error" /> : null}
      {ticket ? (
        <ScannedTicketView
          ticket={ticket}
          scenicAreaID={scenicAreaID}
          templates={options.value?.printTemplates ?? []}
          onPrinted={(version) =>
            setTicket({
              ...ticket,
              orderVersion: version,
              actions: [...new Set([...ticket.actions.filter((a) => a !== 'print'), 'reprint' as const])],
            })
          }
          onCollected={(version) => {
            setTicket({
              ...ticket,
              collected: true,
              ticketVersion: version,
              actions: ticket.actions.filter((a) => a !== 'pickup'),
            });
            if (uses) setUses({ ...uses, ticketVersion: version });
          }}
        />
      ) : null}
      {uses && ticket ? (
        <WriteOffCard
          uses={uses}
          window={window}
          onWrittenOff={(next) => {
            setUses(next);
            void scanTicket(ticket.ticketNo).then(setTicket, () => undefined);
          }}
        />
      ) : null}
    </Space>
  );
}
