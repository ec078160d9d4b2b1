// The tab bar as pure data (spec 000 §2): the first tab (home) cannot be closed; opening a screen
// opens or activates its tab; close, close others and close all. At most MAX_TABS tabs are open:
// opening one more closes the least recently used (never home, never the one being opened).

import { HOME_PATH, menuItemByPath } from '../../../domain/auth/menu.ts';

export interface Tab {
  /** The screen's path. */
  key: string;
  /** i18n key of the label; the home tab's label is chosen at render (home or order import). */
  labelKey: string;
}

export interface TabsState {
  tabs: Tab[];
  activeKey: string;
  /** Keys of the open tabs by last activation, least recent first. */
  used: string[];
}

/** Home and eleven screens: wider than that, the bar stops being read and becomes a pile. */
export const MAX_TABS = 12;

export const HOME_TAB: Tab = { key: HOME_PATH, labelKey: 'shell.home' };

export function initialTabs(): TabsState {
  return { tabs: [HOME_TAB], activeKey: HOME_PATH, used: [HOME_PATH] };
}

/** The tab for a path: the home tab, a menu entry's tab, or null (unknown paths get no tab). */
export function tabForPath(path: string): Tab | null {
  if (path === HOME_PATH) return HOME_TAB;
  const entry = menuItemByPath(path);
  return entry ? { key: entry.path, labelKey: entry.labelKey } : null;
}

export function isClosable(key: string): boolean {
  return key !== HOME_PATH;
}

export function openTab(state: TabsState, tab: Tab): TabsState {
  let tabs = state.tabs.some((t) => t.key === tab.key) ? state.tabs : [...state.tabs, tab];
  let used = [...state.used.filter((k) => k !== tab.key && tabs.some((t) => t.key === k)), tab.key];
  if (tabs.length > MAX_TABS) {
    const stale = used.find(isClosable);
    tabs = tabs.filter((t) => t.key !== stale);
    used = used.filter((k) => k !== stale);
  }
  return { tabs, activeKey: tab.key, used };
}

/** Closes one tab; closing the active tab activates its right neighbour, else its left one. */
export function closeTab(state: TabsState, key: string): TabsState {
  if (!isClosable(key)) return state;
  const index = state.tabs.findIndex((t) => t.key === key);
  if (index < 0) return state;
  const tabs = state.tabs.filter((t) => t.key !== key);
  const used = state.used.filter((k) => k !== key);
  if (state.activeKey !== key) return { tabs, activeKey: state.activeKey, used };
  const next = tabs[index] ?? tabs[index - 1] ?? HOME_TAB;
  return { tabs, activeKey: next.key, used };
}

/** Keeps the home tab and `key`, and activates `key`. */
export function closeOthers(state: TabsState, key: string): TabsState {
  const tabs = state.tabs.filter((t) => !isClosable(t.key) || t.key === key);
  const used = state.used.filter((k) => tabs.some((t) => t.key === k));
  return { tabs, activeKey: tabs.some((t) => t.key === key) ? key : HOME_PATH, used };
}

export function closeAll(state: TabsState): TabsState {
  return { tabs: state.tabs.filter((t) => !isClosable(t.key)), activeKey: HOME_PATH, used: [HOME_PATH] };
}
