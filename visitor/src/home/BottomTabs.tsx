import { TabBar } from 'antd-mobile';
import { AppOutline, UserOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';

/** Home and personal centre, on most visitor pages (spec 002 §2). */
export function BottomTabs({ channel }: { channel: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const tabs = [
    { key: `/${channel}_index`, title: t('tabs.home'), icon: <AppOutline /> },
    { key: `/${channel}_ticketUser`, title: t('tabs.personal'), icon: <UserOutline /> },
  ];
  return (
    <div
      style={{
        position: 'fixed',
        bottom: 0,
        left: 0,
        right: 0,
        background: '#fff',
        borderTop: '1px solid #eee',
      }}
    >
      <TabBar activeKey={pathname} onChange={(key) => navigate(key)} safeArea>
        {tabs.map((tab) => (
          <TabBar.Item key={tab.key} title={tab.title} icon={tab.icon} />
        ))}
      </TabBar>
    </div>
  );
}
