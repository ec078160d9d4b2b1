// Choosing an option of an antd Select in a browser test, the one way every test does it.

import type { Locator } from 'playwright-core';
import { expect } from 'vitest';

/** The options a visible dropdown shows (of whichever select is open). */
const shownOptions = (select: Locator) =>
  select.page().locator('.ant-select-dropdown:visible .ant-select-item-option');

/**
 * Opens `select` (the `.ant-select` element, e.g. `page.getByTestId(…)` of a Select) and clicks the
 * option showing `option`, again until the select shows it: on a loaded machine a click can land
 * while the dropdown is still opening and be lost. The select is clicked only while no dropdown
 * shows the option (a click on an open one closes it), and nothing is dismissed with Escape (in a
 * modal form that closes the modal).
 */
export async function chooseOption(select: Locator, option: string): Promise<void> {
  const choice = shownOptions(select).filter({ hasText: option }).first();
  await expect
    .poll(
      async () => {
        if (!(await choice.isVisible())) await select.click({ timeout: 5_000 }).catch(() => {});
        await choice.click({ timeout: 5_000 }).catch(() => {});
        return select.innerText({ timeout: 1_000 }).catch(() => '');
      },
      { timeout: 20_000, interval: 500 },
    )
    .toContain(option);
}

/**
 * The option texts of `select`, opened until they show; read in the same poll that saw them (a
 * dropdown still opening or closing shows none). The dropdown is left open.
 */
export async function optionsOf(select: Locator): Promise<string[]> {
  let texts: string[] = [];
  await expect
    .poll(
      async () => {
        if ((await shownOptions(select).count()) === 0)
          await select.click({ timeout: 5_000 }).catch(() => {});
        texts = await shownOptions(select).allInnerTexts();
        return texts.length;
      },
      { timeout: 20_000, interval: 500 },
    )
    .toBeGreaterThan(0);
  return texts;
}

/** The `.ant-select` of `scope` holding the element of `id` (a form item's input). */
export function selectHolding(scope: Locator, id: string): Locator {
  return scope.locator('.ant-select').filter({ has: scope.page().locator(`#${id}`) });
}
