import { TabBar } from 'antd-mobile';
import { AppOutline, UserOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { type Channel, homePath, pagePath } from '../shared/channel.ts';

/** Home (the purchase home) and personal centre, on most visitor pages (spec 002 §2). */
export function BottomTabs({ channel }: { channel: Channel }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const tabs = [
    { key: homePath(channel), title: t('tabs.home'), icon: <AppOutline /> },
    { key: pagePath(channel, 'ticketUser'), title: t('tabs.personal'), icon: <UserOutline /> },
  ];
  const active = tabs.find((tab) => tab.key === pathname)?.key ?? tabs[0]!.key;
  return (
    <div
      style={{
        position: 'fixed',
        bottom: 0,
        left: 0,
        right: 0,
        zIndex: 20,
        background: '#fff',
        borderTop: '1px solid #eee',
      }}
    >
      <TabBar activeKey={active} onChange={(key) => navigate(key)} safeArea>
        {tabs.map((tab) => (
          <TabBar.Item key={tab.key} title={tab.title} icon={tab.icon} />
        ))}
      </TabBar>
    </div>
  );
}
