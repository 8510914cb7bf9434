// The contact form's contract, shared by the page and the server.
export const contactLimits = {
  name: 200,
  company: 200,
  email: 254,
  phone: 50,
  message: 5_000,
} as const;

export const NO_PHONE = 'Not provided';

/** What the page sends to POST /contact (SPEC section 7). `website` is a honeypot that people never fill. */
export type ContactRequest = {
  to: string;
  subject: string;
  name: string;
  email: string;
  company: string;
  phone: string;
  message: string;
  website?: string;
};

export const contactSubject = (name: string, company: string) =>
  `New Contact Form Submission from ${name} at ${company}`;
