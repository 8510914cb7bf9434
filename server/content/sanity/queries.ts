// The GROQ queries the site sends: each fetches only what its screen shows (lists carry no body).

/** An image field: its alt text and the asset's URL, titles and size. */
const IMAGE = `{ alt, "asset": asset->{ _id, url, title, description, altText, "width": metadata.dimensions.width, "height": metadata.dimensions.height } }`;

/** A Portable Text body, with the assets of its image blocks and the entries it embeds dereferenced. */
const BODY = `body[]{ ..., _type == "image" => ${IMAGE}, _type == "reference" => { "entry": @->{ _type, title, "slug": slug.current } } }`;

const POST_FIELDS = `_id, _rev, title, "slug": slug.current, author, publishedDate, "mainImage": mainImage${IMAGE}, excerpt, category, tags, seoTitle, seoDescription`;
const RESOURCE_FIELDS = `_id, _rev, title, "slug": slug.current, subtitle, author, readTime, type, cardType, gradient, order`;

/** How many documents a list asks for at once; a longer list is read a page after another. */
export const LIST_PAGE = 1_000;

// A page of a list, from $from up to (not including) $to. The slug breaks ties (posts of the same day) as in every
// provider, and the id makes the order total, so the pages follow one order and none is skipped or seen twice.
const LISTED = `[$from...$to]`;

export const POSTS_QUERY = `*[_type == "post" && defined(slug.current)] | order(publishedDate desc, slug.current asc, _id asc) ${LISTED} { ${POST_FIELDS} }`;
export const POST_QUERY = `*[_type == "post" && slug.current == $slug][0] { ${POST_FIELDS}, ${BODY} }`;
// By the editors' order, as in a content folder; those without one after, the most recently updated first (like
// Contentful's default order), then by id. The list features the first one.
export const RESOURCES_QUERY = `*[_type == "resource" && defined(slug.current)] | order(coalesce(order, 1e9) asc, _updatedAt desc, _id asc) ${LISTED} { ${RESOURCE_FIELDS} }`;
/** A page of bodies, for the search index: the slug and the body only, in a stable order. */
export const BODIES_QUERY = `*[_type == $type && defined(slug.current)] | order(_id asc) [$from...$to] { "slug": slug.current, ${BODY} }`;
export const BODY_PAGE = 100;
export const RESOURCE_QUERY = `*[_type == "resource" && slug.current == $slug][0] { ${RESOURCE_FIELDS}, ${BODY} }`;
