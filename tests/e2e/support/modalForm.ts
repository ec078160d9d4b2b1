// The open antd modal's form in a browser test: the modal, a field by its id, and the errors shown
// under that field.
import type { Page } from 'playwright-core';

export function modalForm(page: () => Page) {
  const modal = () => page().locator('.ant-modal-wrap:visible');
  const field = (id: string) => modal().locator(`#${id}`);
  const errorsOf = (id: string) =>
    modal()
      .locator('.ant-form-item')
      .filter({ has: page().locator(`#${id}`) })
      .locator('.ant-form-item-explain-error');
  return { modal, field, errorsOf };
}
