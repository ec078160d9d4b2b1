import { describe, expect, it } from 'vitest';
import {
  closeAll,
  closeOthers,
  closeTab,
  initialTabs,
  MAX_TABS,
  openTab,
  type TabsState,
  tabForPath,
} from './tabsModel.ts';

const keys = (s: TabsState) => s.tabs.map((t) => t.key);

function withTabs(...paths: string[]): TabsState {
  return paths.reduce((s, p) => openTab(s, tabForPath(p)!), initialTabs());
}

describe('tabs', () => {
  it('starts with the home tab', () => {
    expect(keys(initialTabs())).toEqual(['/index']);
    expect(initialTabs().activeKey).toBe('/index');
  });

  it('opens a screen once and activates it', () => {
    const s = openTab(withTabs('/zone', '/user'), tabForPath('/zone')!);
    expect(keys(s)).toEqual(['/index', '/zone', '/user']);
    expect(s.activeKey).toBe('/zone');
  });

  it('labels tabs from the menu and gives unknown paths none', () => {
    expect(tabForPath('/ticketType')?.labelKey).toBe('menu.items.ticketType');
    expect(tabForPath('/nowhere')).toBeNull();
  });

  it('never closes the home tab', () => {
    const s = withTabs('/zone');
    expect(closeTab(s, '/index')).toBe(s);
    expect(keys(closeAll(s))).toEqual(['/index']);
  });

  it('activates the right neighbour, else the left one, when the active tab closes', () => {
    const s = { ...withTabs('/zone', '/user', '/device'), activeKey: '/user' };
    expect(closeTab(s, '/user')).toMatchObject({
      tabs: [s.tabs[0], s.tabs[1], s.tabs[3]],
      activeKey: '/device',
    });
    const last = closeTab(withTabs('/zone', '/user'), '/user');
    expect(last.activeKey).toBe('/zone');
  });

  it('keeps the active tab when another closes', () => {
    const s = withTabs('/zone', '/user');
    expect(closeTab(s, '/zone').activeKey).toBe('/user');
  });

  it('closes others, keeping home and the chosen tab', () => {
    const s = closeOthers(withTabs('/zone', '/user', '/device'), '/user');
    expect(keys(s)).toEqual(['/index', '/user']);
    expect(s.activeKey).toBe('/user');
    expect(keys(closeOthers(withTabs('/zone'), '/index'))).toEqual(['/index']);
  });

  it('closes all but home and activates home', () => {
    const s = closeAll(withTabs('/zone', '/user'));
    expect(s).toEqual(initialTabs());
  });
});

describe('the tab limit', () => {
  const screens = ['/zone', '/user', '/device', '/holiday', '/ticketType', '/discount'];
  const many = ['/scenicArea', '/permission', '/sysConfig', '/passSchedule', '/billingRule', ...screens];

  it(`keeps at most ${MAX_TABS} tabs, closing the least recently used screen`, () => {
    let s = withTabs(...many); // home + 11 = the limit
    expect(s.tabs).toHaveLength(MAX_TABS);
    s = openTab(s, tabForPath('/scenicArea')!); // used again: no longer the least recent
    s = openTab(s, tabForPath('/printTemplate')!);
    expect(s.tabs).toHaveLength(MAX_TABS);
    expect(keys(s)).not.toContain('/permission');
    expect(keys(s)).toContain('/scenicArea');
    expect(keys(s)[0]).toBe('/index');
    expect(s.activeKey).toBe('/printTemplate');
  });

  it('never closes home, however long ago it was used', () => {
    let s = initialTabs();
    for (const path of [...many, '/printTemplate', '/appointmentConfig', '/regionalControl'])
      s = openTab(s, tabForPath(path)!);
    expect(keys(s)[0]).toBe('/index');
    expect(s.tabs).toHaveLength(MAX_TABS);
  });
});
