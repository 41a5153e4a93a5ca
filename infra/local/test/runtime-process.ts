/**
 * A whole local runtime in a process of its own, for tests that crash it: started with
 * startChild, it reports every pid it owns (itself included), so a test can SIGKILL them
 * all at once, as a power cut or `kill -9` of everything would.
 */
import { startRuntime } from '../runtime.js';
import { arg, onShutdown, signalReady } from '../emulators/child-ipc.js';

const runtime = await startRuntime({ port: Number(arg('port')), dataDir: arg('data-dir'), quiet: true });
onShutdown(() => runtime.stop());
signalReady(runtime.pids());
