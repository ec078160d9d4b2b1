// The seller's home (spec 001 §2, category 2): the open shift's summary block and its charts, two
// blocks that can be switched on and off, refreshed live when the seller sells or refunds.
import { Alert, Badge, Checkbox, Space, Spin, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../auth/session.ts';
import { timeText } from '../i18n/timeText.ts';
import { failureText } from '../masterData/masterDataApi.ts';
import { ShiftSummary } from './ShiftSummary.tsx';
import { useCurrentShift } from './useCurrentShift.ts';

const ShiftCharts = lazy(() => import('./ShiftCharts.tsx'));

export default function SellerHome() {
  const { t } = useTranslation();
  const session = useSession();
  const area = session?.user.scenicArea?.id;
  const { shift, duty, error, live } = useCurrentShift(area, session?.user.id);
  const [blocks, setBlocks] = useState<string[]>(['summary', 'charts']);

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="seller-home">
      <Space wrap align="center" style={{ justifyContent: 'space-between', width: '100%' }}>
        <Space align="baseline">
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t('shifts.home.title')}
          </Typography.Title>
          <Typography.Text type="secondary">
            {shift?.startedAt
              ? t('shifts.home.shiftStarted', { time: timeText(shift.startedAt, shift.timeZone) })
              : t('shifts.home.noShiftYet')}
          </Typography.Text>
          <Badge status={live ? 'processing' : 'default'} text={t('shifts.home.live')} />
        </Space>
        <Checkbox.Group
          value={blocks}
          onChange={(v) => setBlocks(v as string[])}
          options={[
            { label: t('shifts.home.showSummary'), value: 'summary' },
            { label: t('shifts.home.showCharts'), value: 'charts' },
          ]}
        />
      </Space>
      {error ? (
        <Alert type="error" showIcon message={failureText(error, t('sales.common.loadFailed'))} />
      ) : null}
      {!shift ? (
        <Spin />
      ) : (
        <>
          {blocks.includes('summary') && (
            <ShiftSummary totals={shift.totals} expectedFen={shift.expectedFen} />
          )}
          {blocks.includes('charts') && (
            <Suspense fallback={<Spin />}>
              <ShiftCharts totals={shift.totals} duty={duty} />
            </Suspense>
          )}
        </>
      )}
    </Space>
  );
}
