export const token = process.env.CONTENTFUL_ACCESS_TOKEN;
export const key = import.meta.env.VITE_SENDGRID_API_KEY;
