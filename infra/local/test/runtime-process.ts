/**
 * A whole local runtime in a process of its own, for tests that crash it (or part of it):
 * started with startChild, it reports every pid it owns, so a test can SIGKILL them all at
 * once, as a power cut or `kill -9` of everything would; and it answers `{ type: 'processes' }`
 * with the runtime's processes as they are now (a restarted child has new pids). Its supervisor
 * messages go to its output (the test's log file); if the supervisor gives up, it exits 1.
 */
import { startRuntime } from '../runtime.js';
import { arg, onShutdown, signalReady } from '../emulators/child-ipc.js';

const runtime = await startRuntime({ port: Number(arg('port')), dataDir: arg('data-dir'), quiet: true });
onShutdown(() => runtime.stop());
process.on('message', (msg: { type?: string }) => {
  if (msg?.type === 'processes') process.send?.({ type: 'processes', processes: runtime.processes() }, undefined, {}, () => {});
});
signalReady(runtime.pids());
