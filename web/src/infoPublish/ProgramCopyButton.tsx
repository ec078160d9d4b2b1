// Copies a day's programme of a scenic area to other dates (POST /api/infoPublish_program/copy).

import { CopyOutlined } from '@ant-design/icons';
import { App, Button, Form, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProgramCopy } from '../../../domain/infoPublish/program.schema.ts';
import { zodFieldRule, zodObjectRule } from '../forms/zodRule.ts';
import { failureText } from '../masterData/masterDataApi.ts';
import { ScenicAreaItem } from '../masterData/pickers.tsx';
import { copyProgramme } from './infoPublishApi.ts';
import { DatesText, DateText } from './textPickers.tsx';

export function ProgramCopyButton({ onCopied }: { onCopied: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    setBusy(true);
    try {
      const result = await copyProgramme(ProgramCopy.parse(form.getFieldsValue(true)));
      void message.success(t('infoPublish.program.copied', result), 3);
      setOpen(false);
      onCopied();
    } catch (error) {
      void message.error(failureText(error, t('infoPublish.program.copyFailed')), 5);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button icon={<CopyOutlined />} onClick={() => setOpen(true)} data-testid="program-copy">
        {t('infoPublish.program.copy')}
      </Button>
      <Modal
        open={open}
        title={t('infoPublish.program.copyTitle')}
        okText={t('common.ok')}
        cancelText={t('common.cancel')}
        confirmLoading={busy}
        onOk={() => void submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" preserve={false} initialValues={{ toDates: [] }}>
          <ScenicAreaItem rule={zodFieldRule(ProgramCopy, 'scenicAreaID')} />
          <Form.Item
            name="fromDate"
            label={t('infoPublish.program.fromDate')}
            rules={[zodFieldRule(ProgramCopy, 'fromDate')]}
            required
          >
            <DateText data-testid="program-copy-from" />
          </Form.Item>
          <Form.Item
            name="toDates"
            label={t('infoPublish.program.toDates')}
            extra={t('infoPublish.program.toDatesHint')}
            dependencies={['fromDate']}
            rules={[zodObjectRule(ProgramCopy, (f) => f.getFieldsValue(true), ['toDates'])]}
            required
          >
            <DatesText data-testid="program-copy-to" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
