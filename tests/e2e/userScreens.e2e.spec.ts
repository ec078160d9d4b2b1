// The screens of issue 3 against the real server, as the demo administrator: permission roles with
// the function tree, users (add with selects, reset password, delete with the spec's confirmation),
// system information, personal centre. Screenshots of each form.

import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseOption } from '../support/antdSelect.ts';
import { type LaunchedBrowser, launchBrowser, screenshot } from '../support/browser.ts';
import { signIn } from '../support/signIn.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

let server: TestServer;
let browser: LaunchedBrowser;
let page: Page;

const modal = () => page.locator('.ant-modal:visible');
const errors = () => modal().locator('.ant-form-item-explain-error').allInnerTexts();
const message = (text: string) => page.locator('.ant-message').getByText(text).first().waitFor();
const rowOf = (table: string, text: string) =>
  page.getByTestId(`${table}-table`).locator('.ant-table-row', { hasText: text });

/** Unfolds a group of the function tree (clicking again while it is still animating). */
async function expand(tree: Locator, label: string): Promise<void> {
  const node = tree.locator('.ant-tree-treenode', { hasText: label }).first();
  await expect
    .poll(async () => {
      if ((await node.locator('.ant-tree-switcher_open').count()) === 0) {
        await node.locator('.ant-tree-switcher').click();
      }
      return node.locator('.ant-tree-switcher_open').count();
    })
    .toBe(1);
}

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
  page = await browser.newPage();
  await signIn(page, server.url);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('permission settings', () => {
  it('adds a role: a name and at least one ticked function', async () => {
    await page.goto(`${server.url}/permission`);
    await page.getByTestId('permission-add').click();
    await modal().getByTestId('permission-name').fill('检票员');
    await modal()
      .getByRole('button', { name: /保\s*存/ })
      .click();
    await expect.poll(errors).toEqual(['请至少勾选一项功能']);
    const tree = modal().getByTestId('function-tree');
    // The ticket detail record is always ticked and cannot be unticked.
    await expand(tree, '售票');
    const detail = tree.locator('.ant-tree-treenode', { hasText: '门票明细记录' });
    await detail.locator('.ant-tree-checkbox-checked.ant-tree-checkbox-disabled').waitFor();
    await expand(tree, '设置（单位、权限、用户）');
    await tree.locator('.ant-tree-treenode', { hasText: '用户管理' }).locator('.ant-tree-checkbox').click();
    await expect.poll(errors).toEqual([]);
    await screenshot(page, 'screens-permission-form-cn');
    await modal()
      .getByRole('button', { name: /保\s*存/ })
      .click();
    await message('添加成功');
    await rowOf('permission', '检票员').waitFor();
  });
});

describe('user management', () => {
  it('adds a user with the selects; passwords of at least 8 characters must match', async () => {
    await page.goto(`${server.url}/user`);
    await rowOf('user', 'seller').waitFor();
    await page.getByTestId('user-add').click();
    await modal().getByTestId('user-account').fill('checker1');
    await modal().getByTestId('user-name').fill('检票员一');
    await modal().getByTestId('user-password').fill('pass-1');
    await chooseOption(modal().getByTestId('user-permission'), '检票员');
    await expect.poll(errors).toEqual(['长度不能少于 8 个字符']);
    await modal().getByTestId('user-password').fill('pass-001');
    await modal().getByTestId('user-confirm-password').fill('pass-002');
    await chooseOption(modal().getByTestId('user-zone'), '主景点');
    await expect.poll(errors).toEqual(['两次输入的密码不一致']);
    await modal().getByTestId('user-confirm-password').fill('pass-001');
    await expect.poll(errors).toEqual([]);
    await screenshot(page, 'screens-user-form-cn');
    await modal()
      .getByRole('button', { name: /保\s*存/ })
      .click();
    await message('添加成功');
    await rowOf('user', 'checker1').getByText('检票员').first().waitFor();
    await screenshot(page, 'screens-user-list-cn');
  });

  it('resets the password, and the user signs in with the new one', async () => {
    await rowOf('user', 'checker1').getByText('重置密码').click();
    await modal().locator('#password').fill('fresh-pass');
    await modal().locator('#confirmPassword').fill('fresh-pass');
    await modal()
      .getByRole('button', { name: /保\s*存/ })
      .click();
    await message('密码重置成功');
    const status = await page.evaluate(async () => {
      const body = JSON.stringify({ account: 'checker1', password: 'fresh-pass', userType: 'CLIENT' });
      const res = await fetch('/api/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      return res.status;
    });
    expect(status).toBe(200);
  });

  it('refuses to delete the account in use and deletes another after the confirmation', async () => {
    await rowOf('user', 'admin').getByText('删除').click();
    await page.locator('.ant-popover:visible').getByText('此操作将永久删除该数据，是否继续？').waitFor();
    await page
      .locator('.ant-popover:visible')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await message('当前登录的账号不能删除或停用');
    await expect.poll(() => page.locator('.ant-popover:visible').count()).toBe(0);
    await rowOf('user', 'checker1').getByText('删除').click();
    await page
      .locator('.ant-popover:visible')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await message('删除成功');
    await expect.poll(() => rowOf('user', 'checker1').count()).toBe(0);
  });
});

describe('system information and personal centre', () => {
  it('needs an address, saves it with the yes/no choice', async () => {
    await page.goto(`${server.url}/sysConfig`);
    await page.getByTestId('sysConfig-save').click();
    await page.getByText('不能为空').waitFor();
    await page.getByTestId('sysConfig-address').fill('https://cloud.example/api');
    await chooseOption(page.getByTestId('sysConfig-enable'), '是');
    await page.getByTestId('sysConfig-save').click();
    await message('保存成功');
    await screenshot(page, 'screens-sysConfig-cn');
    await page.reload();
    await expect
      .poll(() => page.getByTestId('sysConfig-address').inputValue())
      .toBe('https://cloud.example/api');
  });

  it('shows the signed-in user from the server in the personal centre', async () => {
    await page.goto(`${server.url}/personal`);
    const centre = page.getByTestId('personal-centre');
    await centre.getByText('系统管理员').waitFor();
    await centre.getByText('示范景区').waitFor();
    await screenshot(page, 'screens-personal-cn');
  });
});
