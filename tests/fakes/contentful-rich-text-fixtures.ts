// Rich text bodies, and the assets and entries they link to, as the Contentful Delivery API returns them.
import { sys } from './contentful-sys.ts';

export const textNode = (value: string, marks: string[] = []) => ({
  nodeType: 'text',
  value,
  marks: marks.map((type) => ({ type })),
  data: {},
});
export const block = (nodeType: string, content: unknown[], data: Record<string, unknown> = {}) => ({
  nodeType,
  data,
  content,
});
export const paragraph = (...content: unknown[]) => block('paragraph', content);
export const doc = (...content: unknown[]) => ({ nodeType: 'document', data: {}, content });

export const heroAsset = {
  metadata: { tags: [] },
  sys: sys('heroImage', 'Asset'),
  fields: {
    title: 'Pipeline chart on a laptop',
    description: 'A laptop showing a rising revenue chart',
    file: {
      url: '//images.ctfassets.net/growthspace/heroImage/abc123/pipeline.jpg',
      details: { size: 120_000, image: { width: 1600, height: 900 } },
      fileName: 'pipeline.jpg',
      contentType: 'image/jpeg',
    },
  },
};

const diagramAsset = {
  metadata: { tags: [] },
  sys: sys('diagram', 'Asset'),
  fields: {
    title: '',
    description: 'Funnel diagram with five stages',
    file: {
      url: '//images.ctfassets.net/growthspace/diagram/def456/funnel.png',
      details: { size: 40_000, image: { width: 800, height: 600 } },
      fileName: 'funnel.png',
      contentType: 'image/png',
    },
  },
};

const untitledAsset = {
  metadata: { tags: [] },
  sys: sys('untitled', 'Asset'),
  fields: {
    file: {
      url: '//images.ctfassets.net/growthspace/untitled/ghi789/photo.webp',
      details: { size: 10_000, image: { width: 640, height: 480 } },
      fileName: 'photo.webp',
      contentType: 'image/webp',
    },
  },
};

const linkedPost = {
  metadata: { tags: [] },
  sys: sys('postLinked', 'Entry', 'blogPost'),
  fields: { title: 'Linked Article', slug: 'linked-article' },
};

/** A body that holds every block, inline and mark of @contentful/rich-text-types. */
export const everyNodeDocument = doc(
  block('heading-1', [textNode('Heading one')]),
  block('heading-2', [textNode('Heading two')]),
  block('heading-3', [textNode('Heading three')]),
  block('heading-4', [textNode('Heading four')]),
  block('heading-5', [textNode('Heading five')]),
  block('heading-6', [textNode('Heading six')]),
  paragraph(
    textNode('Bold', ['bold']),
    textNode(' '),
    textNode('italic', ['italic']),
    textNode(' '),
    textNode('underline', ['underline']),
    textNode(' '),
    textNode('code', ['code']),
    textNode(' '),
    textNode('super', ['superscript']),
    textNode(' '),
    textNode('sub', ['subscript']),
    textNode(' '),
    textNode('struck', ['strikethrough']),
    textNode(' '),
    textNode('bold italic', ['bold', 'italic']),
  ),
  paragraph(
    textNode('Read '),
    block('hyperlink', [textNode('the guide')], { uri: 'https://example.com/guide' }),
    textNode(', see '),
    block('entry-hyperlink', [textNode('this article')], { target: linkedPost }),
    textNode(', download '),
    block('asset-hyperlink', [textNode('the diagram')], { target: diagramAsset }),
    textNode(', or '),
    block('resource-hyperlink', [textNode('a cross-space link')], {
      target: {
        sys: {
          type: 'ResourceLink',
          linkType: 'Contentful:Entry',
          urn: 'crn:contentful:::content:spaces/otherspace/environments/master/entries/abc123',
        },
      },
    }),
    textNode(' and '),
    block('embedded-entry-inline', [], { target: linkedPost }),
    block('embedded-resource-inline', [], {
      target: {
        sys: {
          type: 'ResourceLink',
          linkType: 'Contentful:Entry',
          urn: 'crn:contentful:::content:spaces/otherspace/environments/master/entries/def456',
        },
      },
    }),
    textNode('.'),
  ),
  block('unordered-list', [
    block('list-item', [paragraph(textNode('First bullet'))]),
    block('list-item', [paragraph(textNode('Second bullet'))]),
  ]),
  block('ordered-list', [
    block('list-item', [paragraph(textNode('Step one'))]),
    block('list-item', [paragraph(textNode('Step two'))]),
  ]),
  block('blockquote', [paragraph(textNode('Growth is a system, not a campaign.'))]),
  block('hr', []),
  block('embedded-entry-block', [], { target: linkedPost }),
  block('embedded-asset-block', [], { target: heroAsset }),
  block('embedded-asset-block', [], { target: diagramAsset }),
  block('embedded-asset-block', [], { target: untitledAsset }),
  block('embedded-resource-block', [], {
    target: {
      sys: {
        type: 'ResourceLink',
        linkType: 'Contentful:Entry',
        urn: 'crn:contentful:::content:spaces/otherspace/environments/master/entries/ghi789',
      },
    },
  }),
  block('table', [
    block('table-row', [
      block('table-header-cell', [paragraph(textNode('Stage'))]),
      block('table-header-cell', [paragraph(textNode('Rate'))]),
    ]),
    block('table-row', [
      block('table-cell', [paragraph(textNode('Lead'))]),
      block('table-cell', [paragraph(textNode('25%'))]),
    ]),
  ]),
);

/** Links and markup that must come out inert. */
export const hostileDocument = doc(
  paragraph(
    block('hyperlink', [textNode('click me')], { uri: 'javascript:alert(1)' }),
    textNode(' '),
    block('hyperlink', [textNode('data link')], { uri: 'data:text/html,<script>alert(1)</script>' }),
    textNode(' '),
    block('hyperlink', [textNode('tabbed')], { uri: 'java\tscript:alert(1)' }),
    textNode(' <script>alert("x")</script> <img src=x onerror=alert(1)>'),
  ),
  block('mystery-block', [paragraph(textNode('Unknown node text'))]),
);
