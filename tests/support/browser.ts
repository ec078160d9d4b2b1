// Browser-test harness: Debian's chromium driven by playwright-core, with the flags this machine
// needs (no sandbox as root, no background networking: the network is closed) and a fresh, empty
// profile per launch. Playwright refuses `--user-data-dir` in `args`, so the profile directory is
// handed to `launchPersistentContext` instead; it is removed on close.

import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SCREENSHOT_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../artifacts/screenshots');

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface LaunchedBrowser {
  context: BrowserContext;
  userDataDir: string;
  /** A new tab in this browser (they share storage: launch another browser for a clean one). */
  newPage(): Promise<Page>;
  close(): Promise<void>;
}

export interface LaunchOptions {
  viewport?: { width: number; height: number };
  /** Emulate a phone (visitor pages). */
  mobile?: boolean;
  locale?: string;
  /** The browser's time zone (IANA), e.g. one far from the scenic area's; the machine's by default. */
  timezoneId?: string;
}

export async function launchBrowser(options: LaunchOptions = {}): Promise<LaunchedBrowser> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'scenic-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport:
      options.viewport ?? (options.mobile ? { width: 390, height: 844 } : { width: 1366, height: 768 }),
    isMobile: options.mobile ?? false,
    hasTouch: options.mobile ?? false,
    deviceScaleFactor: options.mobile ? 2 : 1,
    locale: options.locale ?? 'zh-CN',
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
  });
  // A persistent context opens with one blank tab: hand that one out first.
  let spare: Page | undefined = context.pages()[0];
  return {
    context,
    userDataDir,
    async newPage() {
      const page = spare ?? (await context.newPage());
      spare = undefined;
      return page;
    },
    async close() {
      await context.close().catch(() => undefined);
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/** Saves a full-page PNG (animations run to their end) to tests/artifacts/screenshots/<name>.png. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage: true, animations: 'disabled' });
  return path;
}

/**
 * Chooses files in the upload inside `scope` once it takes them. An upload waiting for its form
 * (no scenic area chosen yet) keeps its input disabled, and a disabled input drops the file without
 * a word: on a busy machine the file went in before the area list had answered.
 */
export async function chooseFiles(scope: Locator | Page, files: Parameters<Locator['setInputFiles']>[0]) {
  const input = scope.locator('input[type=file]:enabled');
  await input.waitFor({ state: 'attached' });
  await input.setInputFiles(files);
}
