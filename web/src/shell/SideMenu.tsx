// The side menu: only the entries the session's flags allow (visibleMenu).

import { Menu, type MenuProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isMenuGroup, type MenuNode, visibleMenu } from '../../../domain/auth/menu.ts';
import type { PermissionFlags } from '../../../domain/auth/permissionFlags.ts';
import { MENU_ICONS } from './menuIcons.tsx';

type Items = NonNullable<MenuProps['items']>;

/** A label a narrow menu may cut off ("Configuración b…"): hovering shows it whole. */
const labelOf = (text: string) => <span title={text}>{text}</span>;

function toItems(menu: MenuNode[], t: (key: string) => string): Items {
  return menu.map((node) =>
    isMenuGroup(node)
      ? {
          key: `group:${node.key}`,
          icon: MENU_ICONS[node.icon],
          label: labelOf(t(node.labelKey)),
          children: node.children.map((c) => ({ key: c.path, label: labelOf(t(c.labelKey)) })),
        }
      : {
          key: node.path,
          icon: node.icon ? MENU_ICONS[node.icon] : undefined,
          label: labelOf(t(node.labelKey)),
        },
  );
}

/** The group holding a path, to open it when its screen is shown. */
function groupOf(menu: MenuNode[], path: string): string | undefined {
  const group = menu.find((n) => isMenuGroup(n) && n.children.some((c) => c.path === path));
  return group ? `group:${group.key}` : undefined;
}

export function SideMenu(props: {
  flags: PermissionFlags;
  pathname: string;
  onOpen: (path: string) => void;
}) {
  const { t } = useTranslation();
  const menu = useMemo(() => visibleMenu(props.flags), [props.flags]);
  const items = useMemo(() => toItems(menu, t), [menu, t]);
  const [openKeys, setOpenKeys] = useState<string[]>([]);

  useEffect(() => {
    const group = groupOf(menu, props.pathname);
    if (group) setOpenKeys((keys) => (keys.includes(group) ? keys : [...keys, group]));
  }, [menu, props.pathname]);

  return (
    <Menu
      theme="dark"
      mode="inline"
      items={items}
      selectedKeys={[props.pathname]}
      openKeys={openKeys}
      onOpenChange={setOpenKeys}
      onClick={({ key }) => props.onOpen(key)}
      data-testid="side-menu"
    />
  );
}
