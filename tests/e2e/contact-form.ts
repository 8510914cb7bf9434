import type { Page } from '@playwright/test';

// The contact form as a visitor fills it in (SPEC, Contact).

export const MAILBOX = 'hello@growthwise.example';

/** The thank-you the page shows once a message is sent (SPEC, messages). */
export const THANKS = "Thank you for reaching out! We'll get back to you within one business day.";

export async function fillForm(
  page: Page,
  values: { name: string; email: string; company: string; phone?: string; challenge: string },
) {
  await page.getByLabel('Name *').fill(values.name);
  await page.getByLabel('Business Email *').fill(values.email);
  await page.getByLabel('Company *').fill(values.company);
  if (values.phone) await page.getByLabel('Phone (optional)').fill(values.phone);
  await page.getByLabel("Main challenge you're trying to solve *").fill(values.challenge);
}

export const fieldValues = (page: Page) =>
  page
    .locator('.contact-form input:not([name=website]), .contact-form textarea')
    .evaluateAll((els) => els.map((el) => (el as HTMLInputElement).value));
