import { test, expect, gotoHydrated } from './fixtures.ts';

// Editors paste addresses into posts and resources. A long unbroken word or address in any text of a CMS
// screen (title, lead, body, tags, meta line, the breadcrumb's title) breaks instead of widening the page.
const LONG_ADDRESS =
  'https://www.example.com/growth/playbooks/saas-revenue-operations-benchmark-2026?utm_source=newsletter';
const CMS_SCREENS = ['/blog', '/blog/speed-to-lead', '/resources', '/resources/growth-playbook'];

test.describe("an editor's long address at 320 px @mobile", () => {
  for (const path of CMS_SCREENS) {
    test(`${path}: added to any text, it never widens the page`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      await gotoHydrated(page, path);
      const { tried, widened } = await page.evaluate((address) => {
        const root = document.scrollingElement!;
        const texts = [...document.querySelectorAll('main :is(h1, h2, h3, p, li, blockquote, td, span, time)')].filter(
          (el) => !el.closest('button, .button, .social-share, form'),
        );
        const found: string[] = [];
        for (const el of texts) {
          const added = el.appendChild(document.createTextNode(` ${address} `));
          if (root.scrollWidth > root.clientWidth)
            found.push(`${el.tagName.toLowerCase()}.${el.className}: ${root.scrollWidth}`);
          added.remove();
        }
        return { tried: texts.length, widened: found };
      }, LONG_ADDRESS);
      expect(tried).toBeGreaterThan(5);
      expect(widened).toEqual([]);
    });
  }
});

// A trail that wraps on a phone: each line starts with a crumb's own words, the separator staying at the end of
// the line before; and the separator is drawn, never read out ("slash") among the crumbs.
test.describe('a breadcrumb trail that wraps at 320 px @mobile', () => {
  for (const path of ['/blog/speed-to-lead', '/services/business-operations/infrastructure-compliance']) {
    test(`${path}: no line starts with the separator, and no assistive technology reads it`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      await gotoHydrated(page, path);
      await page.evaluate(() => document.fonts.ready);
      const crumbs = await page
        .getByRole('navigation', { name: 'Breadcrumb' })
        .getByRole('listitem')
        .evaluateAll((items) =>
          items.map((item) => {
            const box = item.getBoundingClientRect();
            const label = item.firstElementChild!.getBoundingClientRect();
            return {
              top: Math.round(box.top),
              startsAt: Math.round(label.left - box.left),
              wider: box.width - label.width,
            };
          }),
        );
      const lines = new Set(crumbs.map((crumb) => crumb.top));
      expect(lines.size, 'the trail wraps at 320 px').toBeGreaterThan(1);
      // Nothing is drawn before a crumb's words; every crumb but the page's own is followed by the separator.
      expect(crumbs.map((crumb) => crumb.startsAt)).toEqual(crumbs.map(() => 0));
      for (const crumb of crumbs.slice(0, -1)) expect(crumb.wider).toBeGreaterThan(4);

      const session = await page.context().newCDPSession(page);
      const { nodes } = await session.send('Accessibility.getFullAXTree');
      expect(nodes.filter((node) => String(node.name?.value ?? '').trim() === '/')).toEqual([]);
    });
  }
});
