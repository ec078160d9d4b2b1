// 信息发布 › 数据看板: per scenic area, what its signage shows of the live passenger flow (today's
// entries, each zone's occupancy), with the figures it would show now.

import { Card, Descriptions, Form, Switch, Table, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardFigures, DataBoardRow } from '../../../domain/infoPublish/dataBoard.schema.ts';
import { DataBoardInput } from '../../../domain/infoPublish/dataBoard.schema.ts';
import { zodFieldRule } from '../forms/zodRule.ts';
import { MasterDataPage } from '../masterData/MasterDataPage.tsx';
import { ScenicAreaFilter, ScenicAreaItem, ScenicAreaSelect } from '../masterData/pickers.tsx';
import { boardFigures } from './infoPublishApi.ts';
import { PreviewOfFilter } from './SignagePreview.tsx';

function LiveFigures() {
  const { t } = useTranslation();
  const [area, setArea] = useState<number | undefined>();
  const [figures, setFigures] = useState<BoardFigures | null>(null);
  useEffect(() => {
    if (area === undefined) return;
    let current = true;
    boardFigures(area).then(
      (f) => current && setFigures(f),
      () => current && setFigures(null),
    );
    return () => {
      current = false;
    };
  }, [area]);
  return (
    <Card
      size="small"
      title={t('infoPublish.board.live')}
      extra={<ScenicAreaSelect value={area} onChange={setArea} autoPick />}
      data-testid="board-live"
    >
      {figures === null ? (
        t('infoPublish.board.noFigures')
      ) : (
        <>
          <Descriptions size="small" column={1}>
            <Descriptions.Item label={t('infoPublish.board.todayEntries')}>
              <strong data-testid="board-today">{figures.todayEnterCount ?? '—'}</strong>
            </Descriptions.Item>
          </Descriptions>
          <Table
            size="small"
            rowKey="zoneName"
            pagination={false}
            dataSource={figures.occupancy ?? []}
            columns={[
              { title: t('infoPublish.board.zone'), dataIndex: 'zoneName' },
              { title: t('infoPublish.board.inside'), dataIndex: 'inside' },
              {
                title: t('infoPublish.board.limit'),
                dataIndex: 'limit',
                render: (v: number | null) => v ?? '—',
              },
            ]}
          />
        </>
      )}
    </Card>
  );
}

export default function DataBoardPage() {
  const { t } = useTranslation();
  const yesNo = (v: boolean) =>
    v ? <Tag color="green">{t('infoPublish.board.yes')}</Tag> : <Tag>{t('infoPublish.board.no')}</Tag>;
  return (
    <>
      <MasterDataPage<DataBoardRow>
        entity="infoPublish_dataBoard"
        menuKey="releaseDataBoard"
        textKey="infoPublish.board"
        enable
        columns={[
          { title: t('masterData.common.scenicArea'), dataIndex: 'scenicAreaName' },
          { title: t('infoPublish.board.showTodayEntries'), dataIndex: 'showTodayEntries', render: yesNo },
          { title: t('infoPublish.board.showOccupancy'), dataIndex: 'showOccupancy', render: yesNo },
        ]}
        filters={<ScenicAreaFilter />}
        toolbar={(_, query) => <PreviewOfFilter query={query} />}
        newValues={() => ({ showTodayEntries: true, showOccupancy: true, isEnable: true })}
        formItems={() => (
          <>
            <ScenicAreaItem rule={zodFieldRule(DataBoardInput, 'scenicAreaID')} />
            <Form.Item
              name="showTodayEntries"
              label={t('infoPublish.board.showTodayEntries')}
              valuePropName="checked"
            >
              <Switch />
            </Form.Item>
            <Form.Item
              name="showOccupancy"
              label={t('infoPublish.board.showOccupancy')}
              valuePropName="checked"
            >
              <Switch />
            </Form.Item>
          </>
        )}
        toBody={(v) => ({
          scenicAreaID: v.scenicAreaID,
          showTodayEntries: v.showTodayEntries ?? true,
          showOccupancy: v.showOccupancy ?? true,
          isEnable: v.isEnable ?? true,
        })}
      />
      <div style={{ marginTop: 16 }}>
        <LiveFigures />
      </div>
    </>
  );
}
