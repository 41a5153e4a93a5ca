import { describe, expect, it } from 'vitest';
import { fakeStream } from '#test-support/fake-stream.js';
import { progressOn } from './progress.js';

describe('bulk progress', () => {
  it('prints plain lines off a terminal: each change at most once per interval, and always the last', () => {
    const { stream, written } = fakeStream(false);
    const progress = progressOn(stream, 'Writing links', 60_000);
    progress.update(0, 300);
    progress.update(0, 300);
    progress.update(120, 300); // within the interval: held back
    progress.update(200, 300); // replaces the held one
    progress.stop();
    expect(written).toEqual(['Writing links: 0/300 links (0%)\n', 'Writing links: 200/300 links (66%)\n']);
    const done = fakeStream(false);
    const second = progressOn(done.stream, 'Writing links', 60_000);
    second.update(10, 300);
    second.update(300, 300); // the end is never held back
    second.stop();
    expect(done.written).toEqual(['Writing links: 10/300 links (3%)\n', 'Writing links: 300/300 links (100%)\n']);
  });

  it('draws a bar on a terminal', () => {
    const { stream, written } = fakeStream(true);
    const progress = progressOn(stream, 'Writing links');
    progress.update(150, 300);
    progress.update(300, 300);
    progress.stop();
    const screen = written.join('');
    expect(screen).toMatch(/Writing links \[[█░]+\] 100% \| 300\/300 links/);
  });
});
