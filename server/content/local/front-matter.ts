import { z } from 'zod';
import { SLUG_PATTERN } from '../../../src/model/content.ts';

const slug = z.string().regex(SLUG_PATTERN, 'must be lower-case words joined by hyphens');
const text = z.string().trim().min(1);

export const resourceFrontMatter = z
  .object({
    title: text,
    slug,
    subtitle: text,
    type: text,
    cardType: text.optional(),
    readTime: z.string().regex(/^\d+ min$/, 'must look like "12 min"'),
    author: text,
    gradient: z.string().regex(/^linear-gradient\(.+\)$/, 'must be a CSS linear-gradient(...)'),
    /** Position in the list; the first resource is the featured one. */
    order: z.number().int().min(1),
  })
  .strict();

const isoDate = z.union([
  z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date such as 2026-03-03'),
  z.date().transform((date) => date.toISOString().slice(0, 10)),
]);

export const postFrontMatter = z
  .object({
    title: text,
    slug,
    author: text,
    publishedDate: isoDate,
    excerpt: text,
    category: text,
    tags: z.array(text).default([]),
    featuredImage: z
      .object({
        url: z.string().regex(/^\/[\w/.-]+$/, 'must be a path under public/, such as /images/blog/post.svg'),
        title: z.string().default(''),
        description: z.string().default(''),
        width: z.number().int().positive(),
        height: z.number().int().positive(),
      })
      .strict()
      .optional(),
    seoTitle: text.optional(),
    seoDescription: text.optional(),
  })
  .strict();

/** One line per problem, "field: message", for a start-up error that names the file. */
export function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.') || '(front matter)'}: ${issue.message}`).join('; ');
}
