// The tab bar: home first and not closable; right-click a tab for close, close others, close all.

import { Dropdown, type MenuProps, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './shell.module.css';
import { isClosable, type TabsState } from './tabsModel.ts';

export type TabAction = 'close' | 'closeOthers' | 'closeAll';

export function TabBar(props: {
  state: TabsState;
  homeLabel: string;
  onActivate: (key: string) => void;
  onAction: (action: TabAction, key: string) => void;
}) {
  const { t } = useTranslation();

  const contextMenu = (key: string): MenuProps => ({
    items: [
      { key: 'close', label: t('shell.closeTab'), disabled: !isClosable(key) },
      { key: 'closeOthers', label: t('shell.closeOthers') },
      { key: 'closeAll', label: t('shell.closeAll') },
    ],
    onClick: ({ key: action, domEvent }) => {
      domEvent.stopPropagation();
      props.onAction(action as TabAction, key);
    },
  });

  const items = props.state.tabs.map((tab) => ({
    key: tab.key,
    closable: isClosable(tab.key),
    label: (
      <Dropdown menu={contextMenu(tab.key)} trigger={['contextMenu']}>
        <span data-testid={`tab-${tab.key}`}>{isClosable(tab.key) ? t(tab.labelKey) : props.homeLabel}</span>
      </Dropdown>
    ),
  }));

  return (
    <Tabs
      className={styles.tabs}
      styles={{ header: { marginBottom: 0 } }}
      type="editable-card"
      hideAdd
      size="small"
      activeKey={props.state.activeKey}
      items={items}
      onChange={props.onActivate}
      onEdit={(key, action) => {
        if (action === 'remove' && typeof key === 'string') props.onAction('close', key);
      }}
    />
  );
}
