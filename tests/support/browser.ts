import fs from "node:fs";
import { chromium, type Browser } from "playwright-core";

/** Debian's Chromium, headless, with the flags this machine's closed network needs. */
export const CHROMIUM =
  process.env.CHROMIUM_PATH ??
  ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((p) => fs.existsSync(p));

export async function launchBrowser(): Promise<Browser> {
  if (!CHROMIUM)
    throw new Error(
      "Chromium not found: install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH",
    );
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-dev-shm-usage",
    ],
  });
}
