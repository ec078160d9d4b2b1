// Step 2 (spec 002 §2, §4, §5): upload one .xlsx; the server reads, checks and matches it and the
// preview opens; failing rows are fixed there. Previous (before an upload) or Cancel (after it), and
// Next, enabled once the import is confirmed, which generates the order.
import { FileExcelOutlined, InboxOutlined } from '@ant-design/icons';
import { App, Button, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportPreview } from '../../../domain/agencies/agencyOrder.schema.ts';
import type { TouristRow } from '../../../domain/agencies/touristRow.schema.ts';
import { failureText } from '../masterData/masterDataApi.ts';
import { importPreview, matchTourist } from './agencyApi.ts';
import { type GeneratedOrder, pricedTourist } from './orderDraftModel.ts';
import {
  canConfirm,
  isFailing,
  linesOf,
  type PreviewLine,
  rowKey,
  withFixedLine,
  withMatchFailure,
} from './previewModel.ts';
import { TouristPreviewModal } from './TouristPreviewModal.tsx';

/** What was uploaded, the rows as fixed so far, and whether the import was confirmed. */
export interface UploadState {
  fileName: string;
  preview: ImportPreview;
  lines: PreviewLine[];
  confirmed: boolean;
}

interface Props {
  travelAgencyID: number;
  priority: number | null;
  upload: UploadState | null;
  onUpload: (upload: UploadState | null) => void;
  onPrevious: () => void;
  onGenerate: (order: GeneratedOrder) => void;
}

const isXlsx = (file: File) => file.name.toLowerCase().endsWith('.xlsx');

export function UploadStep({ travelAgencyID, priority, upload, onUpload, onPrevious, onGenerate }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState(false);

  const send = async (file: File) => {
    setBusy(true);
    try {
      const preview = await importPreview(file, travelAgencyID, priority);
      onUpload({ fileName: file.name, preview, lines: linesOf(preview), confirmed: false });
      setOpen(true);
    } catch (err) {
      void message.error(failureText(err, t('agencies.upload.uploadFailed')), 5);
    } finally {
      setBusy(false);
    }
  };

  const fix = async (rowNumber: number, row: TouristRow) => {
    if (!upload) return false;
    const playDate = upload.preview.orderInfo.value?.playStartTime;
    try {
      const match = await matchTourist(row, { travelAgencyID, ticketTypeID: priority, playDate });
      const tourist = pricedTourist(row, match, rowKey(rowNumber));
      onUpload({ ...upload, lines: withFixedLine(upload.lines, rowNumber, row, tourist) });
      return true;
    } catch (err) {
      const text = failureText(err, t('agencies.common.generic'));
      onUpload({ ...upload, lines: withMatchFailure(upload.lines, rowNumber, text) });
      void message.error(text, 5);
      return false;
    }
  };

  const generate = () => {
    if (!upload) return;
    if (upload.lines.some(isFailing)) {
      setOpen(true);
      return;
    }
    const tourists = upload.lines.flatMap((l) => (l.tourist ? [l.tourist] : []));
    onGenerate({ info: upload.preview.orderInfo.value, tourists, uploadedPeople: tourists.length });
  };

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }} data-testid="wizard-step-2">
      {upload ? (
        <Space>
          <FileExcelOutlined style={{ color: '#1f6f50', fontSize: 20 }} />
          <Typography.Text data-testid="upload-file-name">{upload.fileName}</Typography.Text>
          <Typography.Text type="secondary">
            {t('agencies.upload.imported', { count: upload.lines.length })}
          </Typography.Text>
          <Button onClick={() => setOpen(true)} data-testid="upload-preview">
            {t('agencies.upload.preview')}
          </Button>
        </Space>
      ) : (
        <div data-testid="upload-dragger">
          <Upload.Dragger
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            multiple={false}
            maxCount={1}
            showUploadList={false}
            disabled={busy}
            beforeUpload={(file) => {
              if (isXlsx(file)) void send(file);
              else void message.error(t('agencies.upload.fileType'), 5);
              return Upload.LIST_IGNORE;
            }}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{t('agencies.upload.choose')}</p>
            <p className="ant-upload-hint">{t('agencies.upload.hint')}</p>
          </Upload.Dragger>
        </div>
      )}
      <Space>
        {upload ? (
          <Button onClick={() => onUpload(null)} data-testid="wizard-cancel">
            {t('agencies.wizard.cancel')}
          </Button>
        ) : (
          <Button onClick={onPrevious} data-testid="wizard-previous">
            {t('agencies.wizard.previous')}
          </Button>
        )}
        <Button type="primary" disabled={!upload?.confirmed} onClick={generate} data-testid="wizard-next">
          {t('agencies.wizard.next')}
        </Button>
      </Space>
      {upload ? (
        <TouristPreviewModal
          open={open}
          lines={upload.lines}
          orderProblems={upload.preview.orderInfo.problems.map((p) => p.message)}
          onFix={fix}
          onClose={() => setOpen(false)}
          onConfirm={() => {
            if (!canConfirm(upload.preview, upload.lines)) return;
            onUpload({ ...upload, confirmed: true });
            setOpen(false);
          }}
        />
      ) : null}
    </Space>
  );
}
