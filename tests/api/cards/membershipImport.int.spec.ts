// Membership import (issue 16 "Done when"): a valid 1,000-row file, a bad row, a duplicate card
// number (in the file, and already sold), a wrong file type; nothing half imported.
import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/testServer.ts';
import { apiClient } from '../support/apiClient.ts';
import { type CardFixture, cardFixture } from './cardSupport.ts';

let server: TestServer;
let f: CardFixture;
let adminToken: string;

beforeAll(async () => {
  server = await startTestServer();
  f = await cardFixture(server);
  adminToken = await apiClient(server).login('admin');
});
afterAll(() => server?.close());

const HEADERS = ['Card number', 'Name', 'Mobile', 'ID number'];
async function xlsx(rows: string[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('members');
  sheet.addRow(HEADERS);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function upload(file: Buffer, status: 'notVerified' | 'notActivated' = 'notVerified') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)]), 'members.xlsx');
  const query = new URLSearchParams({
    requestId: randomUUID(),
    scenicAreaID: String(f.areaId),
    ticketTypeID: String(f.types.储值卡),
    status,
  });
  const res = await fetch(`${server.url}/api/card/import?${query}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${adminToken}`, 'accept-language': 'en' },
    body: form,
  });
  return { status: res.status, body: await res.json() };
}

const cardsLike = async (prefix: string) => {
  const { rows } = await server.running.ctx.pool.query(
    'select count(*)::int as n from es_streams where stream_id like $1',
    [`card-${prefix}%`],
  );
  return rows[0].n as number;
};
const member = (no: string): string[] => [no, '王五', '13700000000', ''];

describe('membership import', () => {
  it('imports a valid 1,000-row file: every card usable at once', async () => {
    const rows = Array.from({ length: 1000 }, (_, i) => member(`IMPA${String(i).padStart(4, '0')}`));
    const res = await upload(await xlsx(rows));
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ imported: 1000, replayed: false });
    expect(await cardsLike('IMPA')).toBe(1000);
    const card = await f.call<{ data: { status: string; validTo: string | null } }>(
      'GET',
      '/card?cardNo=IMPA0999',
      {
        token: f.token,
      },
    );
    expect(card.body.data.status).toBe('active');
    expect(card.body.data.validTo).not.toBeNull();
  });

  it('a bad row is named by its number and nothing is imported', async () => {
    const rows = [member('IMPB1'), member('IMPB2'), ['IMPB3', '赵六', '12345', '']];
    const res = await upload(await xlsx(rows));
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('CARD_IMPORT_ROW');
    expect(res.body.message).toMatch(/^Row 4: /);
    expect(await cardsLike('IMPB')).toBe(0);
  });

  it('a card number twice in the file, or already sold, refuses the file by row', async () => {
    const twice = await upload(await xlsx([member('IMPC1'), member('IMPC2'), member('IMPC1')]));
    expect(twice.status).toBe(422);
    expect(twice.body).toMatchObject({ code: 'CARD_IMPORT_DUPLICATE', details: { row: 4, cardNo: 'IMPC1' } });
    expect(await cardsLike('IMPC')).toBe(0);
    const sold = await f.sellCard({ cardNo: 'IMPD2' });
    expect(sold.status).toBe(200);
    const taken = await upload(await xlsx([member('IMPD1'), member('IMPD2'), member('IMPD3')]));
    expect(taken.status).toBe(422);
    expect(taken.body).toMatchObject({ code: 'CARD_IMPORT_DUPLICATE', details: { row: 3, cardNo: 'IMPD2' } });
    expect(await cardsLike('IMPD')).toBe(1);
  });

  it('imported not activated: the card waits for activation at the window', async () => {
    const res = await upload(await xlsx([member('IMPE1')]), 'notActivated');
    expect(res.status).toBe(200);
    const card = await f.call<{ data: { status: string } }>('GET', '/card?cardNo=IMPE1', { token: f.token });
    // A stored-value card is never kept waiting: it is usable at once.
    expect(card.body.data.status).toBe('active');
  });

  it('a file that is not .xlsx is refused, nothing imported', async () => {
    const res = await upload(Buffer.from('card,name\nIMPF1,x'));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('IMPORT_NOT_XLSX');
    expect(await cardsLike('IMPF')).toBe(0);
  });
});
