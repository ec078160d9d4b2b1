// Choosing an option of an antd Select in a browser test, the one way every test does it.

import type { Locator } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Opens `select` (the `.ant-select` element, e.g. `page.getByTestId(…)` of a Select) and clicks the
 * option showing `option`, again until the select shows it: on a loaded machine a click can land
 * while the dropdown is still opening and be lost.
 */
export async function chooseOption(select: Locator, option: string): Promise<void> {
  const page = select.page();
  await expect
    .poll(
      async () => {
        await select.click({ timeout: 5_000 }).catch(() => {});
        await page
          .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option })
          .first()
          .click({ timeout: 5_000 })
          .catch(() => page.keyboard.press('Escape'));
        return select.innerText({ timeout: 1_000 }).catch(() => '');
      },
      { timeout: 20_000, interval: 500 },
    )
    .toContain(option);
}

/** The `.ant-select` of `scope` holding the element of `id` (a form item's input). */
export function selectHolding(scope: Locator, id: string): Locator {
  return scope.locator('.ant-select').filter({ has: scope.page().locator(`#${id}`) });
}
