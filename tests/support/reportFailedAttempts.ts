// A browser test that fails and then passes on its retry is reported ✓ (with "retry"), and what
// went wrong the first time is not printed anywhere. Printed here, so a flaky step can be found
// from a CI log: the test, the attempt, and the error's message and first stack lines.
import { beforeEach } from 'vitest';

beforeEach(({ task, onTestFailed }) => {
  onTestFailed(() => {
    const attempt = (task.result?.retryCount ?? 0) + 1;
    for (const error of task.result?.errors ?? []) {
      const where = (error.stack ?? '').split('\n').slice(1, 6).join('\n');
      console.error(
        `[failed attempt ${attempt}] ${task.file?.name} › ${task.name}\n${error.message}\n${where}`,
      );
    }
  });
});
