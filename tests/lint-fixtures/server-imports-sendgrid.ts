import sendgrid from '@sendgrid/mail';
export const mailer = sendgrid;
