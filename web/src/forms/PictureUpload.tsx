// One picture (jpg or png, at most 1 MB) in a form field: uploaded as soon as it is chosen, shown as
// a card with a preview; the field holds what the upload answered ('' when none). The server checks
// the bytes again. Ticket photos and carousel pictures use it with their own call and texts.

import { PlusOutlined } from '@ant-design/icons';
import { App, Modal, Upload, type UploadProps } from 'antd';
import { useState } from 'react';
import { PHOTO_MAX_BYTES } from '../../../domain/ticketTypes/ticketTypeFields.ts';
import { HttpError, serverMessage } from '../api/http.ts';

const TYPES = ['image/png', 'image/jpeg'];

export interface PictureTexts {
  upload: string;
  typeError: string;
  sizeError: string;
  failed: string;
  /** The preview dialog's title. */
  title: string;
}

export interface PictureUploadProps {
  value?: string;
  onChange?: (value: string) => void;
  /** Sends the file; answers what the field holds (the picture's URL or path). */
  upload: (file: File) => Promise<string>;
  /** Where the field's value is shown from. */
  src?: (value: string) => string;
  texts: PictureTexts;
  disabled?: boolean;
  testId: string;
}

export function PictureUpload(props: PictureUploadProps) {
  const { value, onChange, texts } = props;
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState(false);
  const url = value ? (props.src?.(value) ?? value) : undefined;

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    if (!TYPES.includes(file.type)) {
      void message.error(texts.typeError, 3);
      return Upload.LIST_IGNORE;
    }
    if (file.size > PHOTO_MAX_BYTES) {
      void message.error(texts.sizeError, 3);
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps['customRequest'] = async ({ file, onSuccess, onError }) => {
    setBusy(true);
    try {
      const answer = await props.upload(file as File);
      onChange?.(answer);
      onSuccess?.(answer);
    } catch (err) {
      void message.error((err instanceof HttpError && serverMessage(err.body)) || texts.failed, 5);
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
        disabled={props.disabled}
        fileList={value && url ? [{ uid: value, name: value, status: 'done', url }] : []}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        onRemove={() => onChange?.('')}
        onPreview={() => setPreview(true)}
        data-testid={props.testId}
      >
        {value ? null : (
          <button type="button" disabled={busy} style={{ border: 0, background: 'none', cursor: 'pointer' }}>
            <PlusOutlined />
            <div style={{ marginTop: 8 }}>{texts.upload}</div>
          </button>
        )}
      </Upload>
      <Modal open={preview} footer={null} onCancel={() => setPreview(false)} title={texts.title}>
        {url ? <img src={url} alt="" style={{ width: '100%' }} /> : null}
      </Modal>
    </>
  );
}
