// Header: collapse toggle, the agency's credit (agency users), full-screen toggle, language select,
// user dropdown.

import {
  FullscreenExitOutlined,
  FullscreenOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
} from '@ant-design/icons';
import { Button, Layout, Space, Tooltip } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../auth/session.ts';
import { LanguageSelect } from '../i18n/LanguageSelect.tsx';
import styles from './shell.module.css';
import { UserMenu } from './UserMenu.tsx';
import { useFullscreen } from './useFullscreen.ts';

const CreditSummary = lazy(() => import('../agencies/CreditSummary.tsx'));

export function HeaderBar(props: { collapsed: boolean; onToggle: () => void; user: SessionUser }) {
  const { t } = useTranslation();
  const [fullscreen, toggleFullscreen] = useFullscreen();
  const collapseLabel = props.collapsed ? t('shell.expand') : t('shell.collapse');
  const fullscreenLabel = fullscreen ? t('shell.exitFullscreen') : t('shell.fullscreen');
  return (
    <Layout.Header className={styles.header} style={{ padding: '0 16px', background: '#fff' }}>
      <Tooltip title={collapseLabel}>
        <Button
          type="text"
          aria-label={collapseLabel}
          icon={props.collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
          onClick={props.onToggle}
          data-testid="collapse-toggle"
        />
      </Tooltip>
      <Space size="middle">
        {props.user.options.travelAgency ? (
          <Suspense fallback={null}>
            <CreditSummary />
          </Suspense>
        ) : null}
        <Tooltip title={fullscreenLabel}>
          <Button
            type="text"
            aria-label={fullscreenLabel}
            icon={fullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
            onClick={toggleFullscreen}
            data-testid="fullscreen-toggle"
          />
        </Tooltip>
        <LanguageSelect variant="borderless" />
        <UserMenu user={props.user} />
      </Space>
    </Layout.Header>
  );
}
