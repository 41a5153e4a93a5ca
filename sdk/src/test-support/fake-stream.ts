/** A stand-in for process.stderr that keeps what is written (progress bars' tests). */
export function fakeStream(isTTY: boolean, columns = 100) {
  const written: string[] = [];
  const stream = {
    isTTY,
    columns,
    write: (s: string) => {
      written.push(s);
      return true;
    },
    cursorTo: () => true,
    clearLine: () => true,
    moveCursor: () => true,
    on: () => stream,
    removeListener: () => stream,
  };
  return { stream: stream as unknown as NodeJS.WriteStream, written };
}
