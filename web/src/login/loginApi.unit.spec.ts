import { describe, expect, it } from 'vitest';
import { HttpError, NetworkError } from '../api/http.ts';
import { outcomeOfError, outcomeOfResponse } from './loginApi.ts';

const user = {
  id: 1,
  account: 'admin',
  name: 'Admin',
  role: { type: 1, authority: null, name: '超级管理员', category: 0 },
  scenicArea: null,
  zone: null,
  options: { openOnlineRefund: 0, useType: 0, travelAgency: null },
};

describe('login outcome', () => {
  it('succeeds on an empty msg with a token and user', () => {
    expect(outcomeOfResponse({ msg: '', token: 't', user })).toEqual({ kind: 'success', token: 't', user });
  });

  it('shows a non-empty server msg as an error', () => {
    expect(outcomeOfResponse({ msg: 'wrong password', token: 't', user })).toEqual({
      kind: 'rejected',
      message: 'wrong password',
    });
    expect(outcomeOfError(new HttpError(401, { code: 'BAD_CREDENTIALS', message: 'bad' }))).toEqual({
      kind: 'rejected',
      message: 'bad',
    });
  });

  it('reports a network failure as not connected, with the error', () => {
    expect(outcomeOfError(new NetworkError('Failed to fetch', false))).toEqual({
      kind: 'notConnected',
      detail: 'Failed to fetch',
    });
  });

  it('reports an answer without a message as a server error', () => {
    expect(outcomeOfError(new HttpError(502, 'Bad Gateway'))).toEqual({ kind: 'serverError', status: 502 });
    expect(outcomeOfResponse({ msg: '' })).toEqual({ kind: 'serverError', status: 200 });
  });
});
