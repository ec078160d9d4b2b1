// The signed-in layout (spec 000 §2): side menu, header, tab bar, content, footer.

import { Layout, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { homeIsOrderImport } from '../../../domain/auth/permissionFlags.ts';
import type { Session } from '../auth/session.ts';
import { HeaderBar } from './HeaderBar.tsx';
import { Screen } from './Screen.tsx';
import { SideMenu } from './SideMenu.tsx';
import styles from './shell.module.css';
import { type TabAction, TabBar } from './TabBar.tsx';
import {
  closeAll,
  closeOthers,
  closeTab,
  initialTabs,
  openTab,
  type TabsState,
  tabForPath,
} from './tabsModel.ts';

const ACTIONS: Record<TabAction, (s: TabsState, key: string) => TabsState> = {
  close: closeTab,
  closeOthers,
  closeAll: (s) => closeAll(s),
};

/** Wide enough for the longest en / es group labels ("Configuración básica"); the rest show on hover. */
const SIDER_WIDTH = 248;

export default function ShellLayout({ session }: { session: Session }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [collapsed, setCollapsed] = useState(false);
  const [tabs, setTabs] = useState(initialTabs);

  const openPath = useCallback((path: string) => {
    const tab = tabForPath(path);
    if (tab) setTabs((s) => openTab(s, tab));
  }, []);

  // A URL typed or reloaded opens its tab too.
  useEffect(() => openPath(pathname), [pathname, openPath]);

  // The menu opens the tab at once: navigations are transitions, and one to a screen still loading
  // can be overtaken by the next click before its pathname ever renders.
  const openFromMenu = useCallback(
    (path: string) => {
      openPath(path);
      navigate(path);
    },
    [openPath, navigate],
  );

  const onAction = useCallback(
    (action: TabAction, key: string) => {
      const next = ACTIONS[action](tabs, key);
      setTabs(next);
      if (next.activeKey !== pathname) navigate(next.activeKey);
    },
    [tabs, pathname, navigate],
  );

  const homeLabel = homeIsOrderImport(session.flags) ? t('shell.orderImport') : t('shell.home');

  return (
    <Layout className={styles.shell}>
      <Layout.Sider
        collapsible
        collapsed={collapsed}
        trigger={null}
        width={SIDER_WIDTH}
        className={styles.sider}
        style={{ position: 'sticky' }}
      >
        <div className={styles.logo} title={t('app.title')}>
          <svg viewBox="0 0 64 64" width="28" height="28" aria-hidden="true">
            <path d="M4 54 24 20l10 16 8-12 18 30Z" fill="#7fb77e" />
            <circle cx="46" cy="14" r="6" fill="#cfe8d6" />
          </svg>
          {!collapsed && <span>{t('app.shortTitle')}</span>}
        </div>
        <SideMenu flags={session.flags} pathname={pathname} onOpen={openFromMenu} />
      </Layout.Sider>
      <Layout>
        <HeaderBar collapsed={collapsed} onToggle={() => setCollapsed((c) => !c)} user={session.user} />
        <TabBar state={tabs} homeLabel={homeLabel} onActivate={(key) => navigate(key)} onAction={onAction} />
        <Layout.Content className={styles.content}>
          <Screen
            pathname={pathname}
            flags={session.flags}
            seller={Number(session.user.role?.category) === 2}
          />
        </Layout.Content>
        <Layout.Footer className={styles.footer} style={{ padding: '12px 24px' }}>
          <Typography.Text type="secondary">
            {t('shell.footer', { year: new Date().getFullYear() })}
          </Typography.Text>
        </Layout.Footer>
      </Layout>
    </Layout>
  );
}
