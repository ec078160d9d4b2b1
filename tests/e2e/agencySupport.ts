// What the agency browser test sets up through the API (the demo agency's ordinary ticket type, a
// concession rule for children, credit) and the spreadsheets it fills (the downloaded template).

import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import type { AgencyRow } from '../../domain/agencies/agency.schema.ts';
import { ORDER_SHEET, TOURIST_SHEET } from '../../domain/agencies/sheetLayout.ts';
import { idCardProblem } from '../../domain/booking/idCardCheck.ts';
import type { SellOptions } from '../../domain/sales/sale.schema.ts';
import { apiClient } from '../api/support/apiClient.ts';
import type { TestServer } from '../support/testServer.ts';

export interface AgencySetup {
  areaID: number;
  agencyID: number;
  adult: number;
  child: number;
  adminToken: string;
}

/** An 18-character ID number of `region`, born on `birth` (YYYYMMDD), its check character right. */
export function idNumber(region: string, birth: string, serial = '001'): string {
  const body = `${region}${birth}${serial}`;
  const check = [...'0123456789X'].find((c) => idCardProblem(body + c) === null);
  return body + check;
}

/** The same number with a wrong check character. */
export const badCheck = (id: string) => id.slice(0, 17) + (id[17] === '0' ? '1' : '0');

export async function agencySetup(server: TestServer, creditYuan: number): Promise<AgencySetup> {
  const api = apiClient(server);
  const token = await api.login('admin');
  const call = async <T>(method: string, path: string, body?: unknown) => {
    const res = await api.call<T>(method, path, { token, body });
    expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
    return res.body;
  };
  const areas = await call<{ data: [{ id: number; name: string }[], number] }>('GET', '/scenicArea');
  const areaID = areas.data[0].find((a) => a.name === '示范景区')?.id ?? areas.data[0][0]!.id;
  const options = await call<{ data: SellOptions }>('GET', `/sell/options?scenicAreaID=${areaID}`);
  const typeId = (name: string) => options.data.ticketTypes.find((t) => t.ticketTypeName === name)!.id;
  const [adult, child] = [typeId('成人票'), typeId('儿童票')];
  const agencies = await call<{ data: [AgencyRow[], number] }>('GET', '/travelAgency');
  const agency = agencies.data[0].find((a) => a.name === '示范旅行社')!;
  const { id, scenicAreaID, name, contactName, contactPhone, isEnable, remark } = agency;
  const edit = {
    id,
    scenicAreaID,
    name,
    contactName,
    contactPhone,
    isEnable,
    remark,
    ordinaryTicketTypeID: adult,
  };
  await call('POST', '/travelAgency/edit', edit);
  await call('POST', '/ticketMatch/add', {
    scenicAreaID: areaID,
    ticketTypeID: child,
    name: '儿童优惠',
    maxAge: 14,
  });
  await call('POST', '/travelAgency/recharge', {
    requestId: crypto.randomUUID(),
    travelAgencyID: agency.id,
    amount: creditYuan * 100,
    remark: '预付款',
  });
  return { areaID, agencyID: agency.id, adult, child, adminToken: token };
}

export interface SheetTourist {
  name: string;
  id: string;
  mobile: string;
  height?: number;
}

/** Fills the downloaded template: the order on sheet 1's value row, tourists from sheet 2's first row. */
export async function fillTemplate(
  template: string,
  out: string,
  playDate: string,
  tourists: SheetTourist[],
) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(template);
  const order = book.worksheets[0]!;
  const values = [playDate, playDate, '99', '李导游', '13900139000', '', '', '北京', '学生团', ''];
  values.forEach((v, i) => {
    order.getRow(ORDER_SHEET.valueRow).getCell(i + 1).value = v;
  });
  const sheet = book.worksheets[1]!;
  tourists.forEach((x, i) => {
    const cells = [
      x.name,
      x.id,
      '0',
      x.mobile,
      '否',
      '男',
      '北京',
      x.height === undefined ? '' : String(x.height),
      '',
    ];
    cells.forEach((v, c) => {
      sheet.getRow(TOURIST_SHEET.firstRow + i).getCell(c + 1).value = v;
    });
  });
  await book.xlsx.writeFile(out);
}

/** Today in the demo area (Asia/Shanghai), as YYYY-MM-DD. */
export const areaToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
