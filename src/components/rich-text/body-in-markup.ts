import { createSerializationAdapter } from '@tanstack/react-router';
import type { RichBody } from '../../model/content.ts';
import { isEmptyBody } from '../../model/content.ts';

// A body the server rendered travels once, as the page's markup. The router's data, serialised into the
// same page for hydration, carries this marker in its place, and the browser keeps the server's markup for
// it (docs/performance.md, "The body travels once").
const bodiesInMarkup = new WeakSet<RichBody>();

function isBodyTree(value: unknown): value is RichBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { type?: unknown }).type === 'root' &&
    Array.isArray((value as { children?: unknown }).children)
  );
}

/** The router's serialiser: on the server a body becomes 0; in the browser 0 becomes a marker body. */
export const bodyInMarkupAdapter = createSerializationAdapter({
  key: 'gw-body',
  // An empty body is tiny and says "No content available"; it travels as it is.
  test: (value): value is RichBody => isBodyTree(value) && !isEmptyBody(value),
  toSerializable: () => 0,
  fromSerializable: (): RichBody => {
    const marker: RichBody = { type: 'root', children: [] };
    bodiesInMarkup.add(marker);
    return marker;
  },
});

/** True for the marker: the page's markup holds this body, as the server rendered it. */
export function isBodyInMarkup(body: RichBody): boolean {
  return bodiesInMarkup.has(body);
}

export const RICH_BODY_ATTRIBUTE = 'data-rich-body';

let serverMarkup: { html: string | undefined } | undefined;

/**
 * The body the server rendered into this document, read once, while hydration still finds it in the page;
 * a later visit back to the page (its data cached with the marker) shows it again.
 */
export function readServerMarkup(): string | undefined {
  // Read once only: later the page may hold another body, one the browser built.
  serverMarkup ??= { html: document.querySelector(`[${RICH_BODY_ATTRIBUTE}]`)?.innerHTML };
  return serverMarkup.html;
}
