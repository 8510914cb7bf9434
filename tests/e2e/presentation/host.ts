import { createController } from '@sanity/comlink';
import type { MessageData } from '@sanity/comlink';

// Sanity's Presentation tool as the page meets it: the controller side of @sanity/comlink, wired as the Studio
// wires it (a channel named "presentation" to the page's "visual-editing" node, with a heartbeat). Built for
// the browser by presentation-studio.ts; a test drives it through `window.presentation`.

type Wire = { type: string; data: MessageData };
type Received = Wire;

export type PresentationHost = {
  received: Received[];
  status: () => string;
  post: (type: string, data: MessageData) => void;
};

const frame = document.querySelector('iframe')!;
const controller = createController({ targetOrigin: new URL(frame.src).origin });
controller.addTarget(frame.contentWindow!);
const channel = controller.createChannel<Wire, Wire>({
  name: 'presentation',
  connectTo: 'visual-editing',
  heartbeat: true,
});
const received: Received[] = [];
let status = 'idle';
for (const type of [
  'visual-editing/navigate',
  'visual-editing/meta',
  'visual-editing/refreshing',
  'visual-editing/refreshed',
]) {
  channel.on(type, (data) => {
    received.push({ type, data });
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
};
