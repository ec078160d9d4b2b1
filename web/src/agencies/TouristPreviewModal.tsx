// The upload preview dialog (spec 002 §2, §4, §5): the sheet's order problems, then every tourist
// row with its result, in pages of 10 / 20 / 50 / 100 / 200. A failing row is fixed in a drawer;
// confirming is refused while any row fails (存在游客信息验证不通过的情况，请检查！).
import { Alert, App, Button, Modal, Space, Table, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TouristCells } from '../../../domain/agencies/agencyOrder.schema.ts';
import { touristInputFromCells } from '../../../domain/agencies/sheetLayout.ts';
import type { TouristRow } from '../../../domain/agencies/touristRow.schema.ts';
import { isFailing, type PreviewLine } from './previewModel.ts';
import { TouristDrawer } from './TouristDrawer.tsx';

export const PAGE_SIZES = [10, 20, 50, 100, 200];

const COLUMNS: (keyof TouristCells)[] = [
  'name',
  'certificateNumber',
  'certificateTypeText',
  'phoneNumber',
  'supportingMaterialsText',
  'sex',
  'belongingArea',
  'height',
  'remarks',
];

interface Props {
  open: boolean;
  lines: PreviewLine[];
  /** Sheet 1's problems (translated). */
  orderProblems: string[];
  /** Matches the fixed row; answers whether it passed. */
  onFix: (rowNumber: number, row: TouristRow) => Promise<boolean>;
  onConfirm: () => void;
  onClose: () => void;
}

function Result({ line }: { line: PreviewLine }) {
  const { t } = useTranslation();
  if (!isFailing(line))
    return <Tag color="green">{`${t('agencies.upload.passed')} · ${line.tourist?.ticketTypeName}`}</Tag>;
  return (
    <Typography.Text type="danger" data-testid={`preview-problem-${line.rowNumber}`}>
      {line.problems.map((p) => p.message).join('；')}
    </Typography.Text>
  );
}

export function TouristPreviewModal({ open, lines, orderProblems, onFix, onConfirm, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [fixing, setFixing] = useState<PreviewLine | null>(null);
  const failing = lines.filter(isFailing).length;
  const initial = useMemo(() => (fixing ? touristInputFromCells(fixing.cells) : null), [fixing]);

  const confirm = () => {
    if (failing > 0 || orderProblems.length > 0) {
      void message.error(orderProblems[0] ?? t('agencies.upload.rowsFailing'), 5);
      return;
    }
    onConfirm();
  };

  return (
    <Modal
      open={open}
      title={t('agencies.upload.previewTitle')}
      width={1200}
      onCancel={onClose}
      data-testid="preview-dialog"
      footer={
        <Space>
          <Button onClick={onClose}>{t('agencies.common.cancel')}</Button>
          <Button type="primary" onClick={confirm} data-testid="preview-confirm">
            {t('agencies.upload.confirm')}
          </Button>
        </Space>
      }
    >
      {orderProblems.map((p) => (
        <Alert key={p} type="error" showIcon title={p} style={{ marginBottom: 8 }} />
      ))}
      {failing > 0 ? (
        <Alert type="warning" showIcon title={t('agencies.upload.rowsFailing')} style={{ marginBottom: 8 }} />
      ) : null}
      <Table<PreviewLine>
        rowKey="rowNumber"
        size="small"
        dataSource={lines}
        scroll={{ x: 'max-content' }}
        data-testid="preview-rows"
        rowClassName={(l) => (isFailing(l) ? 'preview-failing' : '')}
        pagination={{ defaultPageSize: 10, pageSizeOptions: PAGE_SIZES, showSizeChanger: true }}
        columns={[
          { title: '#', dataIndex: 'rowNumber', width: 56 },
          ...COLUMNS.map((key) => ({
            title: t(`agencies.preview.${key}`),
            key,
            render: (_: unknown, l: PreviewLine) => l.cells[key],
          })),
          { title: t('agencies.tourist.result'), key: 'result', render: (_, l) => <Result line={l} /> },
          {
            title: t('agencies.common.actions'),
            key: 'fix',
            fixed: 'right',
            render: (_, l) =>
              isFailing(l) ? (
                <Typography.Link onClick={() => setFixing(l)} data-testid={`preview-fix-${l.rowNumber}`}>
                  {t('agencies.upload.fix')}
                </Typography.Link>
              ) : null,
          },
        ]}
      />
      <TouristDrawer
        title={t('agencies.upload.fixTitle', { row: fixing?.rowNumber })}
        initial={initial}
        onClose={() => setFixing(null)}
        onSubmit={async (row) => {
          const passed = fixing !== null && (await onFix(fixing.rowNumber, row));
          if (passed) setFixing(null);
          return passed;
        }}
      />
    </Modal>
  );
}
