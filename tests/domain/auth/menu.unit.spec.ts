import { describe, expect, it } from 'vitest';
import {
  canOpenPath,
  HOME_PATH,
  isMenuGroup,
  MENU,
  type MenuNode,
  menuItemByPath,
  menuItems,
  visibleMenu,
} from '../../../domain/auth/menu.ts';
import {
  ALL_FLAGS,
  agencyFlags,
  defaultAdminFlags,
  normaliseFlags,
} from '../../../domain/auth/permissionFlags.ts';

const keys = (menu: MenuNode[]) => menu.map((n) => n.key);

describe('menu', () => {
  it('names only known flags, unique keys and paths, absolute paths', () => {
    const items = menuItems();
    for (const m of items) {
      if (m.flag !== null) expect(ALL_FLAGS).toContain(m.flag);
      expect(m.path.startsWith('/')).toBe(true);
    }
    expect(new Set(items.map((m) => m.key)).size).toBe(items.length);
    expect(new Set(items.map((m) => m.path)).size).toBe(items.length);
  });

  it('gives every flag a menu entry', () => {
    const used = new Set(menuItems().map((m) => m.flag));
    expect(ALL_FLAGS.filter((f) => !used.has(f))).toEqual([]);
  });

  it('keeps the spec paths', () => {
    expect(menuItemByPath('/sysConfig')?.flag).toBe('sysConfig');
    expect(menuItemByPath('/travelAgencyOrderManagement_travelAgency')?.flag).toBe('travelAgencyMenu2');
    for (const p of ['/scenicArea', '/ticketType', '/user', '/permission', '/personal']) {
      expect(menuItemByPath(p)).toBeDefined();
    }
  });

  it('shows nothing but personal centre and ticket detail record for a session with no flags', () => {
    const menu = visibleMenu(normaliseFlags({}));
    expect(keys(menu)).toEqual(['sales', 'personal']);
    const sales = menu[0]!;
    expect(isMenuGroup(sales) && sales.children.map((c) => c.key)).toEqual(['ticketDetailRecord']);
  });

  it('shows an agency only its own screens', () => {
    const menu = visibleMenu(agencyFlags());
    expect(keys(menu)).toEqual(['travelAgency', 'personal']);
    const agency = menu[0]!;
    expect(isMenuGroup(agency) && agency.children.map((c) => c.key)).toEqual([
      'orderImport',
      'agencyOrders',
      'agencyRecharge',
    ]);
  });

  it('hides the selling screens from the default administrator but keeps every other group', () => {
    const menu = visibleMenu(defaultAdminFlags());
    expect(keys(menu)).toEqual(keys(MENU as MenuNode[]));
    const sales = menu.find((n) => n.key === 'sales')!;
    expect(isMenuGroup(sales) && sales.children.map((c) => c.key)).toEqual(['ticketDetailRecord']);
  });

  it('does not mutate the source menu', () => {
    const before = JSON.stringify(MENU);
    visibleMenu(normaliseFlags({ zone: 1 }));
    expect(JSON.stringify(MENU)).toBe(before);
  });

  it('decides whether a path may be opened', () => {
    const flags = normaliseFlags({ zone: 1 });
    expect(canOpenPath('/zone', flags)).toBe(true);
    expect(canOpenPath('/ticketType', flags)).toBe(false);
    expect(canOpenPath(HOME_PATH, flags)).toBe(true);
    expect(canOpenPath('/personal', flags)).toBe(true);
    expect(canOpenPath('/nowhere', flags)).toBe(false);
  });
});
