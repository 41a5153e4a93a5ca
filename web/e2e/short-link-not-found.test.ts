/**
 * Chromium end-to-end: a visitor opens a short link that does not exist. The redirect answers
 * 404 with its own small page (no SPA bundle in the redirect Lambda), which must still look
 * like the product: the styles apply under the page's CSP (nothing blocked), the logo and
 * the primary button are there, it fits a phone, axe finds nothing serious, and "Go to Kisa"
 * leads into the app. Needs the runtime from infra/local/test/global-setup.ts and web/dist.
 */
/// <reference path="../../infra/local/test/runtime-context.d.ts" />
import { describe, expect, it } from 'vitest';
import { paths } from '@kisa/shared';
import { expectAccessible } from './support/axe';
import { expectHeading, expectPath, runtimeUrls, uniqueStamp, useChromium } from './support/browser';

const { at } = runtimeUrls();
const { openPage } = useChromium();

describe('an unknown short link in Chromium', () => {
  for (const viewport of [
    { width: 1280, height: 860 },
    { width: 390, height: 844 },
  ]) {
    it(`shows the branded 404 page at ${viewport.width} px and leads into the app`, { timeout: 60_000 }, async () => {
      const page = await openPage({ viewport });
      const console: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error' || m.type() === 'warning') console.push(m.text());
      });
      try {
        const code = `nf${uniqueStamp()}`;
        const res = await page.goto(at(`/${code}`));
        expect(res?.status(), 'HTTP status').toBe(404);
        expect(await page.title()).toBe('Link not found · Kisa');
        await expectHeading(page, 'Link not found');

        // The inline styles applied (a CSP that blocked them would leave a bare page and log it).
        const look = await page.evaluate(() => {
          const btn = document.querySelector('a.btn')!;
          const card = document.querySelector('.card')!;
          const cs = (el: Element) => getComputedStyle(el);
          return {
            button: cs(btn).backgroundColor,
            buttonText: cs(btn).color,
            card: cs(card).backgroundColor,
            radius: cs(card).borderRadius,
            logo: cs(document.querySelector('.logo')!).color,
          };
        });
        expect(look).toEqual({
          button: 'rgb(79, 70, 229)',
          buttonText: 'rgb(255, 255, 255)',
          card: 'rgb(255, 255, 255)',
          radius: '16px',
          logo: 'rgb(79, 70, 229)',
        });
        expect(
          console.filter((t) => /Content Security Policy|Refused/i.test(t)),
          'nothing refused by the CSP',
        ).toEqual([]);
        expect(await page.getByRole('link', { name: 'Kisa home' }).isVisible(), 'the logo').toBe(true);

        // Fits the screen: no sideways scrolling, the button inside the viewport.
        const fit = await page.evaluate(() => ({
          scroll: document.documentElement.scrollWidth,
          width: window.innerWidth,
          right: document.querySelector('a.btn')!.getBoundingClientRect().right,
        }));
        expect(fit.scroll, 'no sideways scrolling').toBeLessThanOrEqual(fit.width);
        expect(fit.right, 'the button on screen').toBeLessThanOrEqual(fit.width);
        await expectAccessible(page, 'the unknown short link page');

        await page.getByRole('link', { name: 'Go to Kisa' }).click();
        await expectPath(page, paths.home);
        // The first paint waits for the shown language's catalog (a lazy chunk).
        await expect.poll(() => page.locator('#root').innerHTML(), { message: 'the SPA rendered', timeout: 10_000 }).not.toBe('');
      } finally {
        await page.context().close();
      }
    });
  }
});
