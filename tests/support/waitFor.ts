/**
 * Polls until `check` returns a truthy value. Not a timing assertion: the limit only keeps a broken
 * build from hanging, and reaching it fails the test with what was being waited for.
 */
export async function waitFor<T>(check: () => Promise<T> | T, what: string, limitMs = 30_000): Promise<T> {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
