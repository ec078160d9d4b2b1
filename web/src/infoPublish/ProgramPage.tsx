// 信息发布 › 节目管理: the performance table of the signage (spec 001 §3): name, time slot, place and
// description per day, published or kept as a draft, and a day's programme copied to other dates.

import { Col, Form, Input, Row, Switch, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ProgramInput, type ProgramRow } from '../../../domain/infoPublish/program.schema.ts';
import { isRequired, zodFieldRule, zodObjectRule } from '../forms/zodRule.ts';
import { type FormValues, MasterDataPage } from '../masterData/MasterDataPage.tsx';
import { ScenicAreaFilter, ScenicAreaItem } from '../masterData/pickers.tsx';
import { ProgramCopyButton } from './ProgramCopyButton.tsx';
import { PreviewOfFilter } from './SignagePreview.tsx';
import { DateText, TimeText } from './textPickers.tsx';

const toBody = (v: FormValues) => ({
  scenicAreaID: v.scenicAreaID,
  programName: v.programName ?? '',
  startPeriod: v.startPeriod,
  endPeriod: v.endPeriod,
  playStartTime: v.playStartTime ?? '00:00',
  playEndTime: v.playEndTime ?? '23:59',
  programAddress: v.programAddress ?? '',
  remark: v.remark ?? '',
  playDate: v.playDate,
  programStatus: v.programStatus === false || v.programStatus === 0 ? 0 : 1,
});

type Key = keyof typeof ProgramInput.shape;
const rule = (key: Key) => zodObjectRule(ProgramInput, (f) => toBody(f.getFieldsValue(true)), [key]);

export default function ProgramPage() {
  const { t } = useTranslation();
  const item = (key: Key, label: string, extra?: string) => ({
    name: key,
    label: t(`infoPublish.program.${label}`),
    rules: [rule(key)],
    required: isRequired(ProgramInput.shape[key]),
    extra,
  });
  return (
    <MasterDataPage<ProgramRow>
      entity="infoPublish_program"
      menuKey="releaseProgram"
      textKey="infoPublish.program"
      columns={[
        { title: t('infoPublish.program.playDate'), dataIndex: 'playDate', width: 120 },
        { title: t('infoPublish.program.programName'), dataIndex: 'programName' },
        {
          title: t('infoPublish.program.period'),
          key: 'period',
          render: (_, r) => `${r.startPeriod}–${r.endPeriod}`,
        },
        { title: t('infoPublish.program.programAddress'), dataIndex: 'programAddress' },
        { title: t('infoPublish.program.remark'), dataIndex: 'remark', ellipsis: true },
        { title: t('masterData.common.scenicArea'), dataIndex: 'scenicAreaName' },
        {
          title: t('infoPublish.program.playTime'),
          key: 'playTime',
          render: (_, r) => `${r.playStartTime}–${r.playEndTime}`,
        },
        {
          title: t('infoPublish.program.programStatus'),
          dataIndex: 'programStatus',
          render: (s: number) =>
            s === 1 ? (
              <Tag color="green">{t('infoPublish.program.published')}</Tag>
            ) : (
              <Tag>{t('infoPublish.program.draft')}</Tag>
            ),
        },
      ]}
      filters={
        <>
          <ScenicAreaFilter />
          <Form.Item name="playDate">
            <DateText
              allowClear
              placeholder={t('infoPublish.program.playDate')}
              data-testid="program-filter-date"
            />
          </Form.Item>
          <Form.Item name="programName">
            <Input allowClear placeholder={t('infoPublish.program.programName')} />
          </Form.Item>
        </>
      }
      toolbar={(reload, query) => (
        <>
          <ProgramCopyButton onCopied={reload} />
          <PreviewOfFilter query={query} />
        </>
      )}
      newValues={() => ({ playStartTime: '00:00', playEndTime: '23:59', programStatus: true })}
      toForm={(row) => ({ ...row, programStatus: row.programStatus === 1 })}
      formItems={() => (
        <>
          <ScenicAreaItem rule={zodFieldRule(ProgramInput, 'scenicAreaID')} />
          <Form.Item {...item('programName', 'programName')}>
            <Input maxLength={32} data-testid="program-name" />
          </Form.Item>
          <Form.Item {...item('playDate', 'playDate')}>
            <DateText data-testid="program-date" />
          </Form.Item>
          <Row gutter={12}>
            <Col span={12}>
              <Form.Item {...item('startPeriod', 'startPeriod')}>
                <TimeText data-testid="program-start" />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item {...item('endPeriod', 'endPeriod')} dependencies={['startPeriod']}>
                <TimeText data-testid="program-end" />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item {...item('programAddress', 'programAddress')}>
            <Input maxLength={64} data-testid="program-address" />
          </Form.Item>
          <Form.Item {...item('remark', 'remark')}>
            <Input.TextArea rows={2} maxLength={200} />
          </Form.Item>
          <Row gutter={12}>
            <Col span={12}>
              <Form.Item {...item('playStartTime', 'playStartTime', t('infoPublish.program.playTimeHint'))}>
                <TimeText />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item {...item('playEndTime', 'playEndTime')} dependencies={['playStartTime']}>
                <TimeText />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item name="programStatus" label={t('infoPublish.program.published')} valuePropName="checked">
            <Switch data-testid="program-status" />
          </Form.Item>
        </>
      )}
      toBody={toBody}
    />
  );
}
