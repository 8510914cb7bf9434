import { test, expect, gotoHydrated, collectAlerts } from './fixtures.ts';
import { waitForHydration } from '../support/hydration.ts';
import { STACK, serverUrl } from './stack-config.ts';
import { MAILBOX, THANKS, fieldValues, fillForm } from './contact-form.ts';
import { holdRequests } from './hold-requests.ts';

// The contact form on a page whose script has not run (JavaScript off, lost to a bad connection, or still on
// its way to a slow phone): it is posted, and the server sends the visitor to the page's thank-you, or answers a
// refusal with the page again, holding what was typed; what is typed before the script runs stays
// (docs/product.md, "Contact").
const failedText = (reason: string) =>
  `Sorry, there was an error sending your message: ${reason}. Please try again or email us directly at ${MAILBOX}`;

const accepted = async () =>
  (await (await fetch(`${serverUrl(STACK.fakes.sendgrid)}/__fake/accepted`)).json()) as {
    content: { value: string }[];
  }[];

test.describe('the contact form without its script', () => {
  test.use({ javaScriptEnabled: false });

  test('sends the message as a form post, never in the address, and shows the thank-you', async ({ page }) => {
    const name = `Nojs ${Date.now()}`;
    const addresses: string[] = [];
    page.on('request', (request) => addresses.push(`${request.method()} ${request.url()}`));
    await page.goto('/contact');
    await fillForm(page, { name, email: 'nojs@example.com', company: 'Plain HTML Ltd', challenge: 'Private words' });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/contact#contact-sent$/);
    const thanks = page.getByText(THANKS);
    await expect(thanks).toBeVisible();
    await expect(thanks).toBeFocused();
    await expect(page.getByText(/^Sorry, there was an error/)).toBeHidden();
    expect(addresses.filter((address) => /nojs|Private/i.test(address))).toEqual([]);
    await expect
      .poll(async () =>
        (await accepted()).some(
          (mail) => mail.content[0]?.value.includes(name) && mail.content[0].value.includes('Private words'),
        ),
      )
      .toBe(true);
  });

  test('a refused message comes back with what was typed and the reason', async ({ page, allowConsoleError }) => {
    // The page that answers a refusal carries its status (400), which Chromium reports as a failed load.
    allowConsoleError(/status of 400/);
    await page.goto('/contact');
    // Spaces satisfy the browser's `required`, not the server.
    const typed = { name: '   ', email: 'nojs@example.com', company: 'Plain HTML Ltd', challenge: 'Hi\nthere' };
    await fillForm(page, { ...typed, phone: '+1 555 0100' });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/contact#contact-failed$/);
    const failure = page.getByText(failedText('Error 400: Name is required'));
    await expect(failure).toBeVisible();
    await expect(failure).toBeFocused();
    await expect(page.getByText(THANKS)).toBeHidden();
    expect(await fieldValues(page)).toEqual([typed.name, typed.email, typed.company, '+1 555 0100', typed.challenge]);
  });
});

test('a message posted before the script ran and refused can be mended and sent once it has', async ({
  page,
  allowConsoleError,
}) => {
  allowConsoleError(/status of 400/);
  const alerts = collectAlerts(page);
  const release = await holdRequests(page, '**/assets/*.js');
  await page.goto('/contact', { waitUntil: 'commit' });
  const company = `Early Co ${Date.now()}`;
  await fillForm(page, { name: '   ', email: 'early@example.com', company, challenge: 'Posted before hydration.' });
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page).toHaveURL(/\/contact#contact-failed$/);
  release();
  await waitForHydration(page);
  const failure = page.getByText(failedText('Error 400: Name is required'));
  await expect(failure).toBeVisible();
  expect(await fieldValues(page)).toEqual(['   ', 'early@example.com', company, '', 'Posted before hydration.']);
  await page.getByLabel('Name *').fill('Mended Name');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect.poll(() => alerts).toEqual([THANKS]);
  // The form post's outcome is old news once the script has sent the message.
  await expect(failure).toBeHidden();
  expect(await fieldValues(page)).toEqual(['', '', '', '', '']);
  await expect.poll(async () => (await accepted()).some((mail) => mail.content[0]?.value.includes(company))).toBe(true);
});

test('the outcome texts for a form post stay hidden on the page with its script', async ({ page }) => {
  await gotoHydrated(page, '/contact');
  await expect(page.getByText(THANKS)).toBeHidden();
  await expect(page.getByText(/^Sorry, there was an error/)).toBeHidden();
});

test('what a visitor types before the script has run stays theirs, and is sent', async ({ page }) => {
  const alerts = collectAlerts(page);
  const release = await holdRequests(page, '**/assets/*.js');
  await page.goto('/contact', { waitUntil: 'commit' });
  const name = `Early ${Date.now()}`;
  await page.getByLabel('Name *').fill(name);
  await page.getByLabel('Business Email *').fill('early@example.com');
  release();
  await waitForHydration(page);
  // Typing on after hydration used to empty the fields filled before it.
  await page.getByLabel('Company *').fill('Quick Fingers Ltd');
  await page.getByLabel("Main challenge you're trying to solve *").fill('Typed before the page was ready.');
  expect(await fieldValues(page)).toEqual([
    name,
    'early@example.com',
    'Quick Fingers Ltd',
    '',
    'Typed before the page was ready.',
  ]);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect.poll(() => alerts).toEqual([THANKS]);
  expect(await fieldValues(page)).toEqual(['', '', '', '', '']);
  await expect.poll(async () => (await accepted()).some((mail) => mail.content[0]?.value.includes(name))).toBe(true);
});
