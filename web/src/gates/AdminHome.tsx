// The administrators' home (spec 001 §2, categories 0 and 1; issue 13): the scenic area's day in
// two blocks of figures, each switched on or off (remembered in this browser), and six charts,
// refreshed live through socket.io.
import { Alert, Badge, Checkbox, Space, Spin, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../auth/session.ts';
import { failureText } from '../masterData/masterDataApi.ts';
import { ScenicAreaSelect } from '../masterData/pickers.tsx';
import { BlockOne, BlockTwo } from './HomeFigures.tsx';
import { HOME_BLOCKS_STORAGE_KEY, type HomeBlock, storedBlocks } from './homeModel.ts';
import { useHomeStats } from './useHomeStats.ts';

const HomeCharts = lazy(() => import('./HomeCharts.tsx'));

function useStoredBlocks() {
  const [blocks, setBlocks] = useState<HomeBlock[]>(() =>
    storedBlocks(localStorage.getItem(HOME_BLOCKS_STORAGE_KEY)),
  );
  const choose = (next: HomeBlock[]) => {
    setBlocks(next);
    localStorage.setItem(HOME_BLOCKS_STORAGE_KEY, JSON.stringify(next));
  };
  return [blocks, choose] as const;
}

export default function AdminHome() {
  const { t } = useTranslation();
  const session = useSession();
  const [area, setArea] = useState<number | undefined>(session?.user.scenicArea?.id ?? undefined);
  const { stats, error, live } = useHomeStats(area);
  const [blocks, setBlocks] = useStoredBlocks();

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="admin-home">
      <Space wrap align="center" style={{ justifyContent: 'space-between', width: '100%' }}>
        <Space align="baseline" wrap>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t('gates.home.title')}
          </Typography.Title>
          <ScenicAreaSelect autoPick value={area} onChange={setArea} data-testid="home-area" />
          {stats && (
            <Typography.Text type="secondary" data-testid="home-day">
              {t('gates.home.day', { day: stats.day, timeZone: stats.timeZone })}
            </Typography.Text>
          )}
          <Badge
            status={live ? 'processing' : 'default'}
            text={t('gates.common.live')}
            data-testid="home-live"
          />
        </Space>
        <Checkbox.Group
          value={blocks}
          onChange={(v) => setBlocks(v as HomeBlock[])}
          options={[
            { label: t('gates.home.showBlockOne'), value: 'blockOne' },
            { label: t('gates.home.showBlockTwo'), value: 'blockTwo' },
          ]}
          data-testid="home-blocks"
        />
      </Space>
      {error ? (
        <Alert type="error" showIcon message={failureText(error, t('gates.common.loadFailed'))} />
      ) : null}
      {!stats ? (
        error ? null : (
          <Spin />
        )
      ) : (
        <>
          {blocks.includes('blockOne') && <BlockOne stats={stats} />}
          {blocks.includes('blockTwo') && <BlockTwo stats={stats} />}
          <Suspense fallback={<Spin />}>
            <HomeCharts stats={stats} />
          </Suspense>
        </>
      )}
    </Space>
  );
}
