// Membership import (会员导入, spec 001 §4): a card type, imported as not verified (usable at once) or
// not activated (activated at the window), an .xlsx of card number, name, mobile and ID number (the
// template to download); every row checked as the sell form checks it, all or nothing, with progress.
import { Alert, Button, Card, Form, Progress, Radio, Select, Space, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardTypeOption } from '../../../domain/cards/card.schema.ts';
import { getToken } from '../auth/session.ts';
import { storedLanguage } from '../i18n/i18n.ts';
import { ScenicAreaSelect } from '../masterData/pickers.tsx';
import { newRequestId } from '../sales/cartModel.ts';
import { ownScenicArea } from '../sales/useSellOptions.ts';
import { cardOptions } from './cardsApi.ts';

type Status = 'notVerified' | 'notActivated';

/** Uploads with progress (fetch has none for request bodies); answers the parsed JSON body. */
function send(
  url: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<{ status: number; body: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('authorization', `Bearer ${getToken() ?? ''}`);
    xhr.setRequestHeader('accept-language', storedLanguage());
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(Math.round((e.loaded / e.total) * 90));
    xhr.onload = () => resolve({ status: xhr.status, body: JSON.parse(xhr.responseText || '{}') });
    xhr.onerror = () => reject(new Error('network'));
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}

export default function MembershipImportPage() {
  const { t } = useTranslation();
  const [scenicAreaID, setScenicAreaID] = useState<number | undefined>(ownScenicArea);
  const [types, setTypes] = useState<CardTypeOption[]>([]);
  const [typeId, setTypeId] = useState<number>();
  const [status, setStatus] = useState<Status>('notVerified');
  const [file, setFile] = useState<File | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  useEffect(() => {
    if (scenicAreaID !== undefined) void cardOptions(scenicAreaID).then(setTypes, () => setTypes([]));
  }, [scenicAreaID]);
  const i = (key: string) => t(`cards.import.${key}`);
  const upload = async () => {
    if (!file || !typeId || scenicAreaID === undefined) return;
    setResult(null);
    setPercent(0);
    const query = new URLSearchParams({
      requestId: newRequestId(),
      scenicAreaID: String(scenicAreaID),
      ticketTypeID: String(typeId),
      status,
    });
    try {
      const { status: code, body } = await send(`/api/card/import?${query}`, file, setPercent);
      const data = body.data as { imported: number } | undefined;
      setResult(
        code === 200 && data
          ? { ok: true, text: t('cards.import.imported', { count: data.imported }) }
          : { ok: false, text: String(body.message ?? code) },
      );
    } catch {
      setResult({ ok: false, text: t('cards.common.failed') });
    } finally {
      setPercent(100);
    }
  };
  const template = async () => {
    const res = await fetch('/api/card/importTemplate', {
      headers: { authorization: `Bearer ${getToken() ?? ''}`, 'accept-language': storedLanguage() },
    });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(await res.blob());
    link.download = 'membership-import-template.xlsx';
    link.click();
  };
  return (
    <Card title={i('title')} extra={<Button onClick={template}>{i('template')}</Button>}>
      <Form layout="vertical" style={{ maxWidth: 480 }}>
        <Form.Item label={t('cards.common.scenicArea')}>
          <ScenicAreaSelect value={scenicAreaID} onChange={setScenicAreaID} />
        </Form.Item>
        <Form.Item label={t('cards.common.type')} required>
          <Select
            value={typeId}
            onChange={setTypeId}
            options={types.map((x) => ({ value: x.id, label: x.ticketTypeName }))}
            data-testid="import-type"
          />
        </Form.Item>
        <Form.Item label={i('status')}>
          <Radio.Group value={status} onChange={(e) => setStatus(e.target.value)}>
            <Space direction="vertical">
              <Radio value="notVerified">{i('statuses.notVerified')}</Radio>
              <Radio value="notActivated">{i('statuses.notActivated')}</Radio>
            </Space>
          </Radio.Group>
        </Form.Item>
        <Form.Item>
          <Upload
            accept=".xlsx"
            maxCount={1}
            beforeUpload={(f) => {
              setFile(f);
              return false;
            }}
            onRemove={() => setFile(null)}
          >
            <Button>{i('choose')}</Button>
          </Upload>
        </Form.Item>
        <Button
          type="primary"
          disabled={!file || !typeId}
          loading={percent !== null && percent < 100}
          onClick={upload}
          data-testid="import-upload"
        >
          {percent !== null && percent < 100 ? i('uploading') : i('upload')}
        </Button>
        {percent !== null && <Progress percent={percent} size="small" />}
        {result && (
          <Alert
            type={result.ok ? 'success' : 'error'}
            showIcon
            message={result.text}
            data-testid="import-result"
          />
        )}
      </Form>
    </Card>
  );
}
