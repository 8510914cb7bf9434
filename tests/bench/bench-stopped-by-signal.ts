import { startChild, stopAllOnSignals } from '../../scripts/bench/processes.ts';

// A bench in miniature for bench-processes.test.ts: it starts a child as the bench starts its servers and its
// browser, says the child's pid, and waits to be stopped by a signal.
stopAllOnSignals();
const child = startChild(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
console.log(child.pid);
setInterval(() => {}, 1000);
