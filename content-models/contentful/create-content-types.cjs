// The two content types the site reads, as a contentful-migration script. Apply it to a space with
//   npx contentful-migration --space-id <SPACE_ID> --environment-id master content-models/contentful/create-content-types.cjs
// (the CLI asks for a management token; see the README, "Choose a CMS").
// The site's rule for a slug (src/model/content.ts), one validation per object as contentful-migration checks
// them: an object naming two (regexp and size together) matches none and stops the migration.
const slugValidations = [
  { unique: true },
  { regexp: { pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$' }, message: 'Lower-case letters and digits joined by hyphens.' },
  { size: { min: null, max: 120 } },
];

module.exports = function createContentTypes(migration) {
  const blogPost = migration
    .createContentType('blogPost')
    .name('Blog post')
    .displayField('title')
    .description('A post on /blog/{slug}.');
  blogPost.createField('title').name('Title').type('Symbol').required(true);
  blogPost.createField('slug').name('Slug').type('Symbol').required(true).validations(slugValidations);
  blogPost.createField('author').name('Author').type('Symbol');
  blogPost.createField('publishedDate').name('Published date').type('Date').required(true);
  blogPost
    .createField('featuredImage')
    .name('Featured image')
    .type('Link')
    .linkType('Asset')
    .validations([{ linkMimetypeGroup: ['image'] }]);
  blogPost.createField('excerpt').name('Excerpt').type('Text');
  blogPost.createField('content').name('Content').type('RichText');
  blogPost.createField('category').name('Category').type('Symbol');
  blogPost.createField('tags').name('Tags').type('Array').items({ type: 'Symbol' });
  blogPost.createField('seoTitle').name('SEO title').type('Symbol');
  blogPost.createField('seoDescription').name('SEO description').type('Text');

  const resource = migration
    .createContentType('resource')
    .name('Resource')
    .displayField('title')
    .description('A playbook or guide on /resources/{slug}.');
  resource.createField('title').name('Title').type('Symbol').required(true);
  resource.createField('slug').name('Slug').type('Symbol').required(true).validations(slugValidations);
  resource.createField('subtitle').name('Subtitle').type('Symbol');
  resource.createField('author').name('Author').type('Symbol');
  resource.createField('readTime').name('Read time').type('Symbol');
  resource.createField('type').name('Type').type('Symbol');
  resource.createField('cardType').name('Card type').type('Symbol');
  resource.createField('gradient').name('Gradient (CSS)').type('Symbol');
  // Place in the list: 1 is the featured one; those without come after, the most recently updated first.
  resource.createField('order').name('Order').type('Integer');
  resource.createField('content').name('Content').type('RichText');
};
