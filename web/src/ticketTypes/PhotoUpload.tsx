// One ticket photo (jpg or png, at most 1 MB): uploaded as soon as it is chosen, shown as a card
// with a preview; the form field holds its URL ('' when none). The server checks the bytes again.

import { PlusOutlined } from '@ant-design/icons';
import { App, Modal, Upload, type UploadProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PHOTO_MAX_BYTES } from '../../../domain/ticketTypes/ticketTypeFields.ts';
import { failure, uploadPhoto } from './ticketTypesApi.ts';

const TYPES = ['image/png', 'image/jpeg'];

export function PhotoUpload({ value, onChange }: { value?: string; onChange?: (url: string) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState(false);

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    if (!TYPES.includes(file.type)) {
      void message.error(t('ticketTypes.photo.typeError'), 3);
      return Upload.LIST_IGNORE;
    }
    if (file.size > PHOTO_MAX_BYTES) {
      void message.error(t('ticketTypes.photo.sizeError'), 3);
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps['customRequest'] = async ({ file, onSuccess, onError }) => {
    setBusy(true);
    try {
      const url = await uploadPhoto(file as File, (file as File).name);
      onChange?.(url);
      onSuccess?.(url);
    } catch (err) {
      void message.error(failure(err, t('ticketTypes.photo.failed')), 5);
      onError?.(err as Error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Upload
        listType="picture-card"
        accept=".jpg,.jpeg,.png,image/png,image/jpeg"
        maxCount={1}
        fileList={value ? [{ uid: value, name: value, status: 'done', url: value }] : []}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        onRemove={() => onChange?.('')}
        onPreview={() => setPreview(true)}
        data-testid="tt-photo"
      >
        {value ? null : (
          <button type="button" disabled={busy} style={{ border: 0, background: 'none', cursor: 'pointer' }}>
            <PlusOutlined />
            <div style={{ marginTop: 8 }}>{t('ticketTypes.photo.upload')}</div>
          </button>
        )}
      </Upload>
      <Modal
        open={preview}
        footer={null}
        onCancel={() => setPreview(false)}
        title={t('ticketTypes.fields.headPhoto')}
      >
        {value ? <img src={value} alt="" style={{ width: '100%' }} /> : null}
      </Modal>
    </>
  );
}
