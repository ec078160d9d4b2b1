// The elements a signage screen shows (spec 001 §3), one screen per menu entry: 图文视频 (videos and
// carousel pictures) and 内容 (the title with its scrolling note, and the logo). Uploads happen in the
// form; enabling or disabling an element publishes it to the area's screens at once.

import { Form, Image, Input, InputNumber, Select } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type DataType,
  ElementInput,
  type ElementRow,
  MEDIUM_OF,
} from '../../../domain/infoPublish/element.schema.ts';
import { isRequired, zodFieldRule, zodObjectRule } from '../forms/zodRule.ts';
import { type FormValues, MasterDataPage } from '../masterData/MasterDataPage.tsx';
import { ScenicAreaFilter, ScenicAreaItem } from '../masterData/pickers.tsx';
import { mediaUrl } from './infoPublishApi.ts';
import { MediumUpload } from './MediumUpload.tsx';
import { PreviewOfFilter } from './SignagePreview.tsx';

interface Props {
  menuKey: 'releaseMedia' | 'releaseContent';
  types: DataType[];
}

const toBody = (v: FormValues) => ({
  scenicAreaID: v.scenicAreaID,
  dataType: v.dataType,
  content: v.content ?? '',
  remark: v.remark ?? '',
  sortOrder: v.sortOrder,
  isEnable: v.isEnable ?? true,
});

const contentRule = zodObjectRule(ElementInput, (f) => toBody(f.getFieldsValue(true)), ['content']);

/** A file or title chosen for one type or area does not carry over to another. */
function ClearContentOnChange() {
  const form = Form.useFormInstance();
  const type = Form.useWatch('dataType', form);
  const area = Form.useWatch('scenicAreaID', form);
  const before = useRef<string | undefined>(undefined);
  useEffect(() => {
    const now = `${type}:${area}`;
    if (before.current !== undefined && before.current !== now) form.setFieldValue('content', '');
    before.current = now;
  }, [form, type, area]);
  return null;
}

function ContentPreview({ row }: { row: ElementRow }) {
  if (MEDIUM_OF[row.dataType] === 'video') {
    return (
      <video
        src={mediaUrl(row.content)}
        muted
        preload="metadata"
        style={{ width: 150, height: 84, background: '#000' }}
      />
    );
  }
  if (MEDIUM_OF[row.dataType] === 'image') {
    return (
      <Image
        src={mediaUrl(row.content)}
        width={150}
        height={84}
        style={{ objectFit: 'cover', borderRadius: 4 }}
      />
    );
  }
  return <strong>{row.content}</strong>;
}

export function ElementPage({ menuKey, types }: Props) {
  const { t } = useTranslation();
  const typeLabel = (type: number) => t(`infoPublish.element.types.${type}`);
  return (
    <MasterDataPage<ElementRow>
      entity="infoPublish_element"
      menuKey={menuKey}
      baseQuery={{ dataType: types.join(',') }}
      textKey="infoPublish.element"
      enable
      columns={[
        {
          title: t(types.includes(3) ? 'infoPublish.element.content' : 'infoPublish.element.medium'),
          key: 'content',
          width: 180,
          render: (_, row) => <ContentPreview row={row} />,
        },
        { title: t('infoPublish.element.dataType'), dataIndex: 'dataType', render: typeLabel },
        { title: t('masterData.common.scenicArea'), dataIndex: 'scenicAreaName' },
        {
          title: t(types.includes(3) ? 'infoPublish.element.marquee' : 'infoPublish.element.description'),
          dataIndex: 'remark',
          ellipsis: true,
        },
        { title: t('infoPublish.element.sortOrder'), dataIndex: 'sortOrder', width: 90 },
      ]}
      filters={<ScenicAreaFilter />}
      toolbar={(_, query) => <PreviewOfFilter query={query} />}
      newValues={() => ({ dataType: types[0], content: '', remark: '', sortOrder: 10, isEnable: true })}
      formItems={() => (
        <>
          <ClearContentOnChange />
          <ScenicAreaItem rule={zodFieldRule(ElementInput, 'scenicAreaID')} />
          <Form.Item name="dataType" label={t('infoPublish.element.dataType')} required>
            <Select
              options={types.map((type) => ({ value: type, label: typeLabel(type) }))}
              data-testid="element-type"
            />
          </Form.Item>
          <Form.Item noStyle dependencies={['dataType', 'scenicAreaID']}>
            {(form) => {
              const dataType = form.getFieldValue('dataType') as DataType;
              const medium = MEDIUM_OF[dataType];
              return (
                <>
                  {medium === null ? (
                    <Form.Item
                      name="content"
                      label={t('infoPublish.element.title')}
                      rules={[contentRule]}
                      required
                    >
                      <Input maxLength={40} showCount data-testid="element-title" />
                    </Form.Item>
                  ) : (
                    <Form.Item
                      name="content"
                      label={t('infoPublish.element.medium')}
                      extra={t(
                        medium === 'video'
                          ? 'infoPublish.element.videoHint'
                          : 'infoPublish.element.imageHint',
                      )}
                      rules={[contentRule]}
                      required
                    >
                      <MediumUpload dataType={dataType} scenicAreaID={form.getFieldValue('scenicAreaID')} />
                    </Form.Item>
                  )}
                  <Form.Item
                    name="remark"
                    label={t(
                      medium === null ? 'infoPublish.element.marquee' : 'infoPublish.element.description',
                    )}
                    rules={[zodObjectRule(ElementInput, (f) => toBody(f.getFieldsValue(true)), ['remark'])]}
                  >
                    <Input.TextArea rows={medium === null ? 3 : 2} data-testid="element-remark" />
                  </Form.Item>
                </>
              );
            }}
          </Form.Item>
          <Form.Item
            name="sortOrder"
            label={t('infoPublish.element.sortOrder')}
            extra={t('infoPublish.element.sortHint')}
            rules={[zodFieldRule(ElementInput, 'sortOrder')]}
            required={isRequired(ElementInput.shape.sortOrder)}
          >
            <InputNumber precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </>
      )}
      toBody={toBody}
    />
  );
}
