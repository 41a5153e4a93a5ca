/**
 * Group commit for queue sends: items added while earlier sends are in flight (or in the
 * same turn of the event loop) travel together in ONE send, and every caller awaits only
 * the send that holds its own item. A failed send rejects exactly its own group.
 *
 * - A group is flushed at the end of the current I/O phase (setImmediate), so all requests
 *   a process parsed in one loop turn share it; while `maxInFlight` sends are outstanding,
 *   new items keep joining the open group until a send completes.
 * - A group never exceeds `maxBytes` (the items' UTF-8 bytes plus one separator each): an
 *   item that would overflow it seals the group and opens the next one.
 * - In Lambda one request per invocation makes every group a group of one, sent at once.
 */

export interface GroupCommitOptions {
  /** Budget for one send's items, in bytes (each item costs its UTF-8 length + 1). */
  maxBytes: number;
  /** Sends outstanding at once; further groups wait (and grow) until one completes. */
  maxInFlight: number;
  /** How a flush is deferred to the end of the current I/O phase (tests may inject). */
  defer?: (fn: () => void) => void;
}

interface Group {
  items: string[];
  bytes: number;
  settle: { resolve: () => void; reject: (error: unknown) => void };
  done: Promise<void>;
}

export class GroupCommit {
  private open: Group | undefined;
  private readonly sealed: Group[] = [];
  private inFlight = 0;
  private scheduled = false;
  private readonly defer: (fn: () => void) => void;

  constructor(
    private readonly send: (items: string[]) => Promise<void>,
    private readonly options: GroupCommitOptions,
  ) {
    this.defer = options.defer ?? ((fn) => setImmediate(fn));
  }

  /** Adds one serialized item; resolves once the send holding it succeeded. */
  add(item: string): Promise<void> {
    const size = byteLength(item) + 1;
    let group = this.open;
    if (group && group.bytes + size > this.options.maxBytes) {
      this.sealed.push(group);
      group = undefined;
    }
    if (!group) group = this.open = newGroup();
    group.items.push(item);
    group.bytes += size;
    if (!this.scheduled) {
      this.scheduled = true;
      this.defer(this.flush);
    }
    return group.done;
  }

  /** Items waiting for a send (not yet handed to one). */
  get pending(): number {
    return this.sealed.reduce((n, g) => n + g.items.length, 0) + (this.open?.items.length ?? 0);
  }

  private readonly flush = (): void => {
    this.scheduled = false;
    while (this.inFlight < this.options.maxInFlight) {
      const group = this.sealed.shift() ?? this.open;
      if (!group) return;
      if (group === this.open) this.open = undefined;
      this.inFlight++;
      this.send(group.items).then(group.settle.resolve, group.settle.reject).finally(this.completed);
    }
  };

  private readonly completed = (): void => {
    this.inFlight--;
    // Whatever gathered meanwhile has waited a whole send already: go now.
    this.flush();
  };
}

function newGroup(): Group {
  let settle!: Group['settle'];
  const done = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
  // A caller that stops awaiting (timeout) must not leave an unhandled rejection behind.
  done.catch(() => undefined);
  return { items: [], bytes: 0, settle, done };
}

/** UTF-8 length; the ASCII fast path avoids Buffer work for the common case. */
function byteLength(s: string): number {
  // eslint-disable-next-line no-control-regex
  return /^[\x00-\x7f]*$/.test(s) ? s.length : Buffer.byteLength(s, 'utf8');
}
