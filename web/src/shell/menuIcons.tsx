import {
  AccountBookOutlined,
  AppstoreOutlined,
  BarChartOutlined,
  CarOutlined,
  ControlOutlined,
  DatabaseOutlined,
  ImportOutlined,
  InboxOutlined,
  LineChartOutlined,
  NotificationOutlined,
  SettingOutlined,
  ShoppingCartOutlined,
  TagsOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { MenuIcon } from '../../../domain/auth/menu.ts';

export const MENU_ICONS: Record<MenuIcon, ReactNode> = {
  basic: <AppstoreOutlined />,
  ticket: <TagsOutlined />,
  report: <BarChartOutlined />,
  stock: <InboxOutlined />,
  import: <ImportOutlined />,
  shareholder: <TeamOutlined />,
  flow: <LineChartOutlined />,
  system: <ControlOutlined />,
  release: <NotificationOutlined />,
  finance: <AccountBookOutlined />,
  data: <DatabaseOutlined />,
  agency: <CarOutlined />,
  sales: <ShoppingCartOutlined />,
  settings: <SettingOutlined />,
  personal: <UserOutlined />,
};
