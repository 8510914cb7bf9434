import escapeHtml from 'escape-html';
import { contactSubject } from '../../src/model/contact.ts';
import { oneLine } from './clean-text.ts';
import type { Lead } from './lead-store.ts';

/** Subjects are one line: no line breaks, control or bidi override characters can reach a mail header. */
export function headerSafe(value: string): string {
  return oneLine(value).slice(0, 300);
}

export type LeadMail = { leadId: number; subject: string; text: string; html: string; replyTo: string };

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
  return { leadId: lead.id, subject, text, html, replyTo: lead.email };
}
