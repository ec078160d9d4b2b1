import { describe, expect, it } from 'vitest';
import { guardRedirect, isOpenPath } from './guard.ts';

describe('navigation guard', () => {
  it('sends a visitor without a token to /login', () => {
    expect(guardRedirect('/index', false)).toBe('/login');
    expect(guardRedirect('/ticketType', false)).toBe('/login');
    expect(guardRedirect('/', false)).toBe('/login');
    expect(guardRedirect('/no/such/page', false)).toBe('/login');
  });

  it('lets a visitor without a token stay on /login', () => {
    expect(guardRedirect('/login', false)).toBeNull();
  });

  it('sends a signed-in visitor from /login and the root to the home page', () => {
    expect(guardRedirect('/login', true)).toBe('/index');
    expect(guardRedirect('/', true)).toBe('/index');
  });

  it('leaves signed-in visitors where they are (unknown paths become a 404 page)', () => {
    expect(guardRedirect('/ticketType', true)).toBeNull();
    expect(guardRedirect('/no/such/page', true)).toBeNull();
  });

  it('opens wx_ and lis paths without a token', () => {
    expect(isOpenPath('/wx_ticketIndex')).toBe(true);
    expect(isOpenPath('/lisScreen')).toBe(true);
    expect(guardRedirect('/wx_index', false)).toBeNull();
    expect(guardRedirect('/lis', false)).toBeNull();
    expect(isOpenPath('/index')).toBe(false);
  });
});
