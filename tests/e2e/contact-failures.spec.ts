import { test, expect, gotoHydrated, collectAlerts } from './fixtures.ts';
import { MAILBOX, fieldValues, fillForm } from './contact-form.ts';
import { pauseClock } from './paused-clock.ts';

// A send that fails, however it fails: the visitor is told why and keeps what they typed.
test.describe('contact form, when a send fails', () => {
  test('a non-ok answer alerts the server error and keeps the values', async ({ page, allowConsoleError }) => {
    allowConsoleError(/status of 400/);
    const alerts = collectAlerts(page);
    await gotoHydrated(page, '/contact');
    // Valid for the browser's e-mail check, refused by the server's.
    await fillForm(page, {
      name: 'Bo',
      email: 'ceo@company',
      company: 'Startup',
      phone: '+44 20 7946 0000',
      challenge: 'Churn is up.',
    });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect
      .poll(() => alerts)
      .toEqual([
        `Sorry, there was an error sending your message: Error 400: Business Email must be a valid e-mail address. Please try again or email us directly at ${MAILBOX}`,
      ]);
    expect(await fieldValues(page)).toEqual(['Bo', 'ceo@company', 'Startup', '+44 20 7946 0000', 'Churn is up.']);
    await expect(page.getByRole('status').filter({ hasText: 'Sorry' })).toContainText('Error 400');
  });

  test('an answer without an error field gets the fallback text', async ({ page, allowConsoleError }) => {
    allowConsoleError(/status of 502/);
    const alerts = collectAlerts(page);
    await gotoHydrated(page, '/contact');
    await page.route('**/contact', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 502, body: 'Bad gateway' }) : route.continue(),
    );
    await fillForm(page, { name: 'Cy', email: 'cy@example.com', company: 'Proxy Co', challenge: 'Gateways.' });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect
      .poll(() => alerts)
      .toEqual([
        `Sorry, there was an error sending your message: Error 502: Something went wrong while sending your message.. Please try again or email us directly at ${MAILBOX}`,
      ]);
  });

  test('a network failure alerts with its message and keeps the values', async ({ page, allowConsoleError }) => {
    allowConsoleError(/ERR_INTERNET_DISCONNECTED|ERR_FAILED/);
    const alerts = collectAlerts(page);
    await gotoHydrated(page, '/contact');
    await page.route('**/contact', (route) =>
      route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue(),
    );
    await fillForm(page, { name: 'Di', email: 'di@example.com', company: 'Offline Ltd', challenge: 'No signal.' });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect
      .poll(() => alerts)
      .toEqual([
        `Sorry, there was an error sending your message: Failed to fetch. Please try again or email us directly at ${MAILBOX}`,
      ]);
    expect(await fieldValues(page)).toEqual(['Di', 'di@example.com', 'Offline Ltd', '', 'No signal.']);
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  test('a send that gets no answer alerts after 20 seconds and keeps the values', async ({ page }) => {
    const alerts = collectAlerts(page);
    await page.clock.install();
    await gotoHydrated(page, '/contact');
    // A stalled connection: the message leaves and no answer ever comes back.
    await page.route('**/contact', (route) => (route.request().method() === 'POST' ? undefined : route.continue()));
    await fillForm(page, { name: 'Lu', email: 'lu@example.com', company: 'Tunnel Ltd', challenge: 'One bar.' });
    await pauseClock(page);
    const sent = page.waitForRequest((request) => request.method() === 'POST');
    await page.getByRole('button', { name: 'Send Message' }).click();
    // Sent while the clock stands still: its 20 seconds start at the time the clock shows.
    await sent;
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await page.clock.runFor(19_000);
    expect(alerts).toEqual([]);
    await page.clock.runFor(1_000);
    await expect
      .poll(() => alerts)
      .toEqual([
        `Sorry, there was an error sending your message: No answer within 20 seconds. Please try again or email us directly at ${MAILBOX}`,
      ]);
    expect(await fieldValues(page)).toEqual(['Lu', 'lu@example.com', 'Tunnel Ltd', '', 'One bar.']);
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });
});
