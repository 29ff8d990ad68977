// Screenshots of a screen in both colour schemes, for reading by eye (SHOTS_DIR, /tmp/shots by default).
import type { Locator, Page } from "@playwright/test";

export const SHOTS = process.env.SHOTS_DIR ?? "/tmp/shots";

/** `${SHOTS}/ux-<name>-light.png` and `-dark.png`; the page is left in the light scheme. */
export async function shotBoth(page: Page, name: string, target?: Locator) {
  for (const scheme of ["dark", "light"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    const path = `${SHOTS}/ux-${name}-${scheme}.png`;
    if (target) await target.screenshot({ path });
    else await page.screenshot({ path });
  }
}
