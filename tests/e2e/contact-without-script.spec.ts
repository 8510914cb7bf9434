import { test, expect, gotoHydrated } from './fixtures.ts';
import { STACK, serverUrl } from './stack-config.ts';
import { MAILBOX, fillForm } from './contact-form.ts';

// The contact form on a page whose script has not run (JavaScript off, or lost to a bad connection): it is
// posted, and the server sends the visitor back to the page's outcome text (docs/product.md, "Contact").
const accepted = async () =>
  (await (await fetch(`${serverUrl(STACK.fakes.sendgrid)}/__fake/accepted`)).json()) as {
    content: { value: string }[];
  }[];

const SENT = "Thank you for reaching out! We'll get back to you within one business day.";

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
    const thanks = page.getByText(SENT);
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

  test('a refused message comes back to the failure text', async ({ page }) => {
    await page.goto('/contact');
    // Spaces satisfy the browser's `required`, not the server.
    await fillForm(page, { name: '   ', email: 'nojs@example.com', company: 'Plain HTML Ltd', challenge: 'Hi' });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/contact#contact-failed$/);
    await expect(
      page.getByText(
        `Sorry, there was an error sending your message: Something went wrong while sending your message. Please try again or email us directly at ${MAILBOX}`,
      ),
    ).toBeVisible();
    await expect(page.getByText(SENT)).toBeHidden();
  });
});

test('the outcome texts for a form post stay hidden on the page with its script', async ({ page }) => {
  await gotoHydrated(page, '/contact');
  await expect(page.getByText(SENT)).toBeHidden();
  await expect(page.getByText(/^Sorry, there was an error/)).toBeHidden();
});
