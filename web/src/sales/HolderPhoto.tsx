// A ticket holder's face photo (jpg or png, at most 1 MB): uploaded when chosen (POST /api/sell/photo),
// the form field holds its id. The picture stays on this screen only, as a local preview.

import { PlusOutlined } from '@ant-design/icons';
import { App, Upload, type UploadFile, type UploadProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PHOTO_MAX_BYTES } from '../../../domain/ticketTypes/ticketTypeFields.ts';
import { failureText } from '../masterData/masterDataApi.ts';
import { uploadHolderPhoto } from './salesApi.ts';

const TYPES = ['image/png', 'image/jpeg'];

interface Props {
  value?: string | null;
  onChange?: (photoId: string | null) => void;
  testId: string;
}

export function HolderPhoto({ value, onChange, testId }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [file, setFile] = useState<UploadFile | null>(null);

  const beforeUpload: UploadProps['beforeUpload'] = (chosen) => {
    if (!TYPES.includes(chosen.type)) {
      void message.error(t('sales.sell.photoTypeError'), 3);
      return Upload.LIST_IGNORE;
    }
    if (chosen.size > PHOTO_MAX_BYTES) {
      void message.error(t('sales.sell.photoSizeError'), 3);
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps['customRequest'] = async ({ file: raw, onSuccess, onError }) => {
    const chosen = raw as File;
    const thumbUrl = URL.createObjectURL(chosen);
    setFile({ uid: chosen.name, name: chosen.name, status: 'uploading', thumbUrl });
    try {
      const photoId = await uploadHolderPhoto(chosen, chosen.name);
      setFile({ uid: photoId, name: chosen.name, status: 'done', thumbUrl });
      onChange?.(photoId);
      onSuccess?.(photoId);
    } catch (err) {
      setFile(null);
      void message.error(failureText(err, t('sales.sell.photoFailed')), 5);
      onError?.(err as Error);
    }
  };

  const shown = value ? (file ?? { uid: value, name: value, status: 'done' as const }) : file;
  return (
    <Upload
      listType="picture-card"
      accept=".jpg,.jpeg,.png,image/png,image/jpeg"
      maxCount={1}
      fileList={shown ? [shown] : []}
      beforeUpload={beforeUpload}
      customRequest={customRequest}
      showUploadList={{ showPreviewIcon: false }}
      onRemove={() => {
        setFile(null);
        onChange?.(null);
      }}
      data-testid={testId}
    >
      {shown ? null : (
        <button type="button" style={{ border: 0, background: 'none', cursor: 'pointer' }}>
          <PlusOutlined />
          <div style={{ marginTop: 4 }}>{t('sales.sell.upload')}</div>
        </button>
      )}
    </Upload>
  );
}
