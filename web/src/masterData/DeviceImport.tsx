// Device spreadsheets on the device screen: import (.xlsx upload; a refused file lists every bad
// row with its reason), export of the filtered list, and the import template.

import { DownloadOutlined, FileExcelOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Modal, Space, Table, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportRowProblem } from '../../../domain/masterData/device.schema.ts';
import type { Query } from '../api/http.ts';
import { download, failureText, importDevices, importProblems } from './masterDataApi.ts';

export function DeviceSheetButtons({ reload, query }: { reload: () => void; query: Query }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<ImportRowProblem[]>([]);

  const upload = async (file: File) => {
    setBusy(true);
    try {
      const result = await importDevices(file, file.name);
      void message.success(t('masterData.device.importSuccess', { ...result }), 4);
      reload();
    } catch (error) {
      const rows = importProblems(error);
      if (rows.length > 0) setProblems(rows);
      else void message.error(failureText(error, t('masterData.device.importFailed')), 5);
    } finally {
      setBusy(false);
    }
  };

  const save = (path: string, name: string, q: Query) =>
    download(path, q, name).catch((error) => message.error(failureText(error, t('errors.getInfoFailed')), 5));

  return (
    <Space wrap>
      <Upload
        accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        showUploadList={false}
        maxCount={1}
        beforeUpload={(file) => {
          void upload(file);
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={busy} data-testid="device-import">
          {t('masterData.device.import')}
        </Button>
      </Upload>
      <Button
        icon={<DownloadOutlined />}
        onClick={() => void save('/api/device/export', 'devices.xlsx', query)}
        data-testid="device-export"
      >
        {t('masterData.device.export')}
      </Button>
      <Button
        type="link"
        icon={<FileExcelOutlined />}
        onClick={() => void save('/api/device/importTemplate', 'device-import-template.xlsx', {})}
      >
        {t('masterData.device.template')}
      </Button>
      <Modal
        open={problems.length > 0}
        title={t('masterData.device.reportTitle')}
        footer={null}
        width={720}
        onCancel={() => setProblems([])}
      >
        <Table<ImportRowProblem>
          size="small"
          rowKey={(p) => `${p.row}-${p.column}`}
          dataSource={problems}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          data-testid="device-import-report"
          columns={[
            { title: t('masterData.device.row'), dataIndex: 'row', width: 80 },
            { title: t('masterData.device.column'), dataIndex: 'column', width: 180 },
            { title: t('masterData.device.problem'), dataIndex: 'message' },
          ]}
        />
      </Modal>
    </Space>
  );
}
