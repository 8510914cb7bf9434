import { createConnectionMachine, createController } from '@sanity/comlink';
import type { MessageData } from '@sanity/comlink';
import { createCompatibilityActors } from '@sanity/presentation-comlink';

// Sanity's Presentation tool as the page meets it: the controller side of @sanity/comlink, wired as the Studio
// wires it (sanity 6.19's Presentation: a channel named "presentation" to the page's "visual-editing" node, with
// a heartbeat, speaking the older "sanity/channels" wire format through the compatibility actors, which a
// plain comlink node does not understand). Built for the browser by presentation-studio.ts; a test drives it
// through `window.presentation`.

type Wire = { type: string; data: MessageData };
type Received = Wire;

export type PresentationHost = {
  received: Received[];
  status: () => string;
  post: (type: string, data: MessageData) => void;
  /** The pane loaded again at this address, as Presentation does when the editor picks another perspective. */
  load: (url: string) => void;
};

const frame = document.querySelector('iframe')!;
const controller = createController({ targetOrigin: new URL(frame.src).origin });
controller.addTarget(frame.contentWindow!);
const channel = controller.createChannel<Wire, Wire>(
  { name: 'presentation', connectTo: 'visual-editing', heartbeat: true },
  createConnectionMachine<Wire, Wire>().provide({ actors: createCompatibilityActors<Wire>() }),
);
const received: Received[] = [];
let status = 'idle';
for (const type of [
  'visual-editing/navigate',
  'visual-editing/meta',
  'visual-editing/refreshing',
  'visual-editing/refreshed',
  'visual-editing/focus',
  'visual-editing/toggle',
  'visual-editing/documents',
]) {
  channel.on(type, (data) => {
    received.push({ type, data });
  });
}
// What Presentation answers when the page asks (@sanity/presentation-comlink's wire format): the drafts
// perspective and no schema to label fields with. Presentation says `optimistic: true` and then serves document
// snapshots; this one serves none, and the page has no optimistic documents (it reads its drafts again).
const answers: Record<string, MessageData> = {
  'visual-editing/features': { features: { optimistic: false } },
  'visual-editing/fetch-perspective': { perspective: 'drafts' },
  'visual-editing/schema': { schema: [] },
};
for (const [type, answer] of Object.entries(answers)) {
  channel.on(type, (data) => {
    received.push({ type, data });
    return answer;
  });
}
channel.onStatus((event) => {
  status = event.status;
});
channel.start();
(window as unknown as { presentation: PresentationHost }).presentation = {
  received,
  status: () => status,
  post: (type, data) => channel.post(type, data),
  load: (url) => {
    frame.src = url;
  },
};
