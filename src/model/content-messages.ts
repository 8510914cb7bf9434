// The texts a visitor sees when content is missing or cannot be loaded (docs/product.md, "States").
export const contentMessages = {
  postsFailed: 'Failed to load blog posts. Please try again later.',
  postFailed: 'Failed to load the blog post. Please try again later.',
  postMissing: 'Blog post not found',
  resourcesFailed: 'Failed to load resources. Please try again later.',
  resourceFailed: 'Failed to load the resource. Please try again later.',
  resourceMissing: 'Resource not found',
} as const;
