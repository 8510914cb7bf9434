import { test, expect, gotoHydrated, collectAlerts } from './fixtures.ts';
import { STACK, serverUrl } from './stack-config.ts';
import { MAILBOX, THANKS, fieldValues, fillForm } from './contact-form.ts';
import { holdRequests } from './hold-requests.ts';
import { navLink } from './nav.ts';

const accepted = async () =>
  (await (await fetch(`${serverUrl(STACK.fakes.sendgrid)}/__fake/accepted`)).json()) as {
    content: { value: string }[];
  }[];

test.describe('contact page', () => {
  test("has the hero, the form and the side column with their texts; the browser enforces the form's required fields and e-mail type", async ({
    page,
  }) => {
    await gotoHydrated(page, '/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stop Guessing - Get Growth Answers Now');
    await expect(page.getByText("Tell us your toughest bottlenecks - we'll map your fix.")).toBeVisible();
    await expect(page.locator('.page-hero__lead')).toContainText('20+ hours');
    const book = page.getByRole('link', { name: 'Book a Call!' });
    await expect(book).toHaveAttribute('target', '_blank');
    await expect(book).toHaveAttribute('href', /^https:\/\//);
    await expect(page.getByRole('heading', { name: "Tell Us What's Holding You Back" })).toBeVisible();
    await expect(page.getByText("We'll try to get back to you within one business day.")).toBeVisible();
    for (const [label, type, required] of [
      ['Name *', 'text', true],
      ['Business Email *', 'email', true],
      ['Company *', 'text', true],
      ['Phone (optional)', 'tel', false],
    ] as const) {
      const input = page.getByLabel(label, { exact: true });
      await expect(input).toHaveAttribute('type', type);
      await expect(input).toHaveAttribute('placeholder', /.+/);
      if (required) await expect(input).toHaveAttribute('required', '');
      else await expect(input).not.toHaveAttribute('required', '');
    }
    const challenge = page.getByLabel("Main challenge you're trying to solve *");
    await expect(challenge).toHaveAttribute('required', '');
    await expect(challenge).toHaveAttribute('placeholder', /.+/);
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    const aside = page.getByRole('complementary', { name: 'Other ways to reach us' });
    await expect(aside.getByRole('heading', { name: "Let's Connect" })).toBeVisible();
    await expect(aside.getByRole('link', { name: MAILBOX })).toHaveAttribute('href', `mailto:${MAILBOX}`);
    await expect(aside.locator('a[href^="tel:"]')).toHaveCount(2);
    await expect(aside).toContainText('Remote-first, globally distributed team');
    await expect(aside).toContainText('Monday - Friday: 9:00 AM - 6:00 PM EST');
    await expect(aside).toContainText('Typical response within 24 business hours');
    const follow = aside.getByRole('link', { name: 'Growthwise on LinkedIn' });
    await expect(follow).toHaveAttribute('target', '_blank');
    await expect(follow).toHaveAttribute('href', /linkedin\.com\/company\//);

    // Each phone number shows its region a space apart, on one tap target.
    const phones = page.getByRole('complementary', { name: 'Other ways to reach us' }).locator('a[href^="tel:"]');
    await expect(phones).toHaveCount(2);
    for (const phone of await phones.all()) {
      // The number and its region are laid out side by side: the space written between them has to show.
      const { gap, fontSize } = await phone.evaluate((link) => {
        const number = document.createRange();
        number.selectNodeContents(link.firstChild as Node);
        const region = link.querySelector('span') as HTMLElement;
        return {
          gap: region.getBoundingClientRect().left - number.getBoundingClientRect().right,
          fontSize: parseFloat(getComputedStyle(link).fontSize),
        };
      });
      expect(gap).toBeGreaterThanOrEqual(fontSize * 0.2);
    }
    await expect(phones.first()).toHaveAccessibleName('+1 (646) 555-0142 (US)');

    // The browser enforces required fields and the e-mail type.
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByLabel('Name *')).toHaveJSProperty('validity.valueMissing', true);
    await fillForm(page, { name: 'Ada', email: 'not an email', company: 'Engines', challenge: 'Flat pipeline' });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByLabel('Business Email *')).toHaveJSProperty('validity.typeMismatch', true);
    expect(posts).toEqual([]);
  });

  test('sends the lead, shows Sending..., thanks the visitor and clears the form', async ({ page }) => {
    const alerts = collectAlerts(page);
    await gotoHydrated(page, '/contact');
    const name = `Ada ${Date.now()}`;
    await fillForm(page, {
      name,
      email: 'ada@analytical.example',
      company: 'Analytical Engines',
      challenge: 'Our pipeline stalled after Series A.',
    });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const sent: unknown[] = [];
    await page.route('**/contact', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      sent.push(route.request().postDataJSON());
      expect(route.request().headers()['content-type']).toBe('application/json');
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Send Message' }).click();
    const sending = page.getByRole('button', { name: 'Sending...' });
    await expect(sending).toBeDisabled();
    release();
    await expect.poll(() => alerts).toEqual([THANKS]);
    expect(sent).toEqual([
      {
        to: MAILBOX,
        subject: `New Contact Form Submission from ${name} at Analytical Engines`,
        name,
        email: 'ada@analytical.example',
        company: 'Analytical Engines',
        phone: 'Not provided',
        message: 'Our pipeline stalled after Series A.',
      },
    ]);
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(await fieldValues(page)).toEqual(['', '', '', '', '']);
    await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toHaveText(THANKS);
    await expect.poll(async () => (await accepted()).some((mail) => mail.content[0]?.value.includes(name))).toBe(true);
  });

  test('keeps what was typed when the visitor leaves the page and comes back, until it is sent', async ({
    page,
    isMobile,
  }) => {
    const alerts = collectAlerts(page);
    await gotoHydrated(page, '/contact');
    const values = { name: 'Draft Dora', email: 'dora@example.com', company: 'Drafts', challenge: 'Half a thought' };
    await fillForm(page, values);
    await (await navLink(page, isMobile, 'About')).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
    await page.goBack();
    await expect(page.getByRole('heading', { name: "Tell Us What's Holding You Back" })).toBeVisible();
    expect(await fieldValues(page)).toEqual(['Draft Dora', 'dora@example.com', 'Drafts', '', 'Half a thought']);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect.poll(() => alerts).toEqual([THANKS]);
    // Sent, the draft is gone: the fields are empty, and stay so on the next return.
    expect(await fieldValues(page)).toEqual(['', '', '', '', '']);
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
    await page.goBack();
    await expect(page.getByRole('heading', { name: "Tell Us What's Holding You Back" })).toBeVisible();
    expect(await fieldValues(page)).toEqual(['', '', '', '', '']);
  });

  test('a message sent after the visitor has left the page is not given back as a draft', async ({
    page,
    isMobile,
  }) => {
    const alerts = collectAlerts(page);
    await gotoHydrated(page, '/contact');
    await fillForm(page, { name: 'Gone Gina', email: 'gina@example.com', company: 'Away', challenge: 'Sent late' });
    const release = await holdRequests(page, '**/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await (await navLink(page, isMobile, 'About')).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
    release();
    await expect.poll(() => alerts).toEqual([THANKS]);
    await page.goBack();
    await expect(page.getByRole('heading', { name: "Tell Us What's Holding You Back" })).toBeVisible();
    expect(await fieldValues(page)).toEqual(['', '', '', '', '']);
  });
});
