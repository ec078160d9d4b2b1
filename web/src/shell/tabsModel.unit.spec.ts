import { describe, expect, it } from 'vitest';
import {
  closeAll,
  closeOthers,
  closeTab,
  initialTabs,
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
    expect(closeTab(s, '/user')).toEqual({ tabs: [s.tabs[0], s.tabs[1], s.tabs[3]], activeKey: '/device' });
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
