// The signage screen inside the back office, before publishing: the area's screen in a 1920×1080
// frame scaled to the dialog, in preview mode (drafts and disabled elements shown too, with the
// signed-in token), and a link that opens the real screen.

import { DesktopOutlined, ExportOutlined } from '@ant-design/icons';
import { Button, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Query } from '../api/http.ts';
import { ScenicAreaSelect } from '../masterData/pickers.tsx';
import { signageUrl } from './infoPublishApi.ts';

const WIDTH = 1920;
const HEIGHT = 1080;
const SCALE = 0.5;

export function SignagePreviewButton({ scenicAreaID }: { scenicAreaID?: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [area, setArea] = useState<number | undefined>(scenicAreaID);
  return (
    <>
      <Button
        icon={<DesktopOutlined />}
        onClick={() => {
          if (scenicAreaID !== undefined) setArea(scenicAreaID);
          setOpen(true);
        }}
        data-testid="signage-preview"
      >
        {t('infoPublish.preview.button')}
      </Button>
      <Modal
        open={open}
        title={t('infoPublish.preview.title')}
        footer={null}
        width={WIDTH * SCALE + 48}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Space style={{ marginBottom: 12 }} wrap>
          <span>{t('infoPublish.preview.area')}</span>
          <ScenicAreaSelect value={area} onChange={setArea} autoPick data-testid="signage-preview-area" />
          {area === undefined ? null : (
            <Typography.Link href={signageUrl(area)} target="_blank" data-testid="signage-open">
              <ExportOutlined /> {t('infoPublish.preview.open')}
            </Typography.Link>
          )}
        </Space>
        {area === undefined ? null : (
          <div style={{ width: WIDTH * SCALE, height: HEIGHT * SCALE, overflow: 'hidden', borderRadius: 6 }}>
            <iframe
              key={area}
              title={t('infoPublish.preview.title')}
              src={signageUrl(area, true)}
              width={WIDTH}
              height={HEIGHT}
              style={{ border: 0, transform: `scale(${SCALE})`, transformOrigin: '0 0' }}
              data-testid="signage-preview-frame"
            />
          </div>
        )}
      </Modal>
    </>
  );
}

/** The preview button of a list screen: of the scenic area its filter names, if any. */
export function PreviewOfFilter({ query }: { query: Query }) {
  return (
    <SignagePreviewButton
      scenicAreaID={typeof query.scenicAreaID === 'number' ? query.scenicAreaID : undefined}
    />
  );
}
