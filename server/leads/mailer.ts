import { MailService } from '@sendgrid/mail';
import { Client } from '@sendgrid/client';
import type { LeadMail } from './lead-mail.ts';

/** How a failed send should be handled: try again later (when given, not before retryAt), or give up. */
export class MailError extends Error {
  readonly retryable: boolean;
  readonly retryAt: number | undefined;

  constructor(message: string, retryable: boolean, retryAt?: number) {
    super(message);
    this.retryable = retryable;
    this.retryAt = retryAt;
    this.name = 'MailError';
  }
}

export type Mailer = { send(mail: LeadMail): Promise<void> };

export const LEAD_ID_HEADER = 'X-Growthwise-Lead-Id';

type SendgridError = Error & {
  code?: number | string;
  response?: { headers?: Record<string, unknown>; body?: unknown };
};

// 400 (bad request), 401/403 (key) and 413 will fail the same way every time: retrying cannot fix them.
const PERMANENT = new Set([400, 401, 403, 404, 413]);

function classify(error: SendgridError): MailError {
  const status = typeof error.code === 'number' ? error.code : undefined;
  const detail = JSON.stringify(error.response?.body ?? error.message).slice(0, 500);
  if (status === 429) {
    const reset = Number(error.response?.headers?.['x-ratelimit-reset']);
    return new MailError(
      `SendGrid 429: ${detail}`,
      true,
      Number.isFinite(reset) && reset > 0 ? reset * 1000 : undefined,
    );
  }
  if (status !== undefined && PERMANENT.has(status)) return new MailError(`SendGrid ${status}: ${detail}`, false);
  if (status !== undefined && status < 500 && status !== 408)
    return new MailError(`SendGrid ${status}: ${detail}`, false);
  return new MailError(status ? `SendGrid ${status}: ${detail}` : `SendGrid unreachable: ${error.message}`, true);
}

/** Sends lead mails through SendGrid's v3 API, with a hard timeout per request. */
export function createSendgridMailer(options: {
  apiKey: string;
  baseUrl: string;
  from: string;
  to: string;
  timeoutMs: number;
}): Mailer {
  const client = new Client();
  const service = new MailService();
  service.setClient(client);
  // setApiKey resets the base URL, so the base URL comes after it.
  service.setApiKey(options.apiKey);
  client.setDefaultRequest('baseUrl', options.baseUrl);
  service.setTimeout(options.timeoutMs);
  return {
    async send(mail) {
      try {
        await service.send({
          to: options.to,
          from: options.from,
          replyTo: mail.replyTo,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          // The lead id travels with the mail, so a duplicate after a crash can be recognised and threaded.
          headers: { [LEAD_ID_HEADER]: String(mail.leadId) },
          customArgs: { lead_id: String(mail.leadId) },
        });
      } catch (error) {
        throw classify(error as SendgridError);
      }
    },
  };
}
