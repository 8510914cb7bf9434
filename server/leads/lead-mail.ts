import { contactSubject } from '../../src/model/contact.ts';
import type { Lead } from './lead-store.ts';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

/** Subjects are one line: no line breaks or control characters can reach a mail header. */
// C0 and C1 control characters (line breaks included) and the Unicode line and paragraph separators.
// eslint-disable-next-line no-control-regex -- matching control characters is the point here
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

export function headerSafe(value: string): string {
  return value.replace(CONTROL, ' ').replace(/\s+/g, ' ').trim().slice(0, 300);
}

export type LeadMail = { subject: string; text: string; html: string; replyTo: string };

/** The mail about a lead, with a plain-text and an HTML part; every field is escaped in the HTML. */
export function composeLeadMail(lead: Lead): LeadMail {
  const subject = headerSafe(contactSubject(lead.name, lead.company));
  const received = new Date(lead.createdAt).toISOString();
  const fields: [string, string][] = [
    ['Name', lead.name],
    ['Business email', lead.email],
    ['Company', lead.company],
    ['Phone', lead.phone],
  ];
  const text = [
    'New contact form submission',
    '',
    ...fields.map(([label, value]) => `${label}: ${value}`),
    '',
    'Main challenge:',
    lead.message,
    '',
    `Lead #${lead.id}, received ${received}`,
  ].join('\n');
  const rows = fields
    .map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('');
  const html = [
    '<h2>New contact form submission</h2>',
    `<table cellpadding="6">${rows}</table>`,
    '<h3>Main challenge</h3>',
    `<p style="white-space:pre-wrap">${escapeHtml(lead.message)}</p>`,
    `<p style="color:#666">Lead #${lead.id}, received ${escapeHtml(received)}</p>`,
  ].join('\n');
  return { subject, text, html, replyTo: lead.email };
}
