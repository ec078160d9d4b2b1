// The file of an element: a video (mp4 / webm) or a picture (jpg / png ≤ 1 MB), uploaded for the
// scenic area chosen in the form as soon as it is chosen; the field holds the answered `content`
// path. The server judges the bytes again (and the video's size against the settings).

import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Space, Upload, type UploadProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError, serverMessage } from '../api/http.ts';
import { PictureUpload } from '../forms/PictureUpload.tsx';
import { mediaUrl, uploadMedium } from './infoPublishApi.ts';

interface Props {
  value?: string;
  onChange?: (content: string) => void;
  scenicAreaID?: number;
  dataType: number;
}

const VIDEO_TYPES = ['video/mp4', 'video/webm'];

function VideoUpload({ value, onChange, scenicAreaID, dataType }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    if (VIDEO_TYPES.includes(file.type)) return true;
    void message.error(t('infoPublish.element.videoTypeError'), 3);
    return Upload.LIST_IGNORE;
  };
  const customRequest: UploadProps['customRequest'] = async ({ file, onSuccess, onError }) => {
    setBusy(true);
    try {
      const content = await uploadMedium(file as File, (file as File).name, scenicAreaID!, dataType);
      onChange?.(content);
      onSuccess?.(content);
    } catch (err) {
      const text = err instanceof HttpError ? serverMessage(err.body) : undefined;
      void message.error(text || t('infoPublish.element.uploadFailed'), 5);
      onError?.(err as Error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Upload
        accept=".mp4,.webm,video/mp4,video/webm"
        maxCount={1}
        showUploadList={false}
        disabled={scenicAreaID === undefined || busy}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        data-testid="element-video-upload"
      >
        <Button icon={<UploadOutlined />} loading={busy} disabled={scenicAreaID === undefined}>
          {t('infoPublish.element.uploadVideo')}
        </Button>
      </Upload>
      {value ? <video src={mediaUrl(value)} muted controls style={{ width: 320, borderRadius: 4 }} /> : null}
    </Space>
  );
}

export function MediumUpload(props: Props) {
  const { t } = useTranslation();
  if (props.dataType === 1) return <VideoUpload {...props} />;
  return (
    <PictureUpload
      value={props.value}
      onChange={props.onChange}
      disabled={props.scenicAreaID === undefined}
      upload={(file) => uploadMedium(file, file.name, props.scenicAreaID!, props.dataType)}
      src={mediaUrl}
      texts={{
        upload: t('infoPublish.element.uploadImage'),
        typeError: t('infoPublish.element.imageTypeError'),
        sizeError: t('infoPublish.element.sizeError'),
        failed: t('infoPublish.element.uploadFailed'),
        title: t('infoPublish.element.preview'),
      }}
      testId="element-picture"
    />
  );
}
