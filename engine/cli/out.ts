/**
 * Text output gathered into large writes: a streamed run tells millions of lines, and one write per
 * line would cost more than the run. Standard output on Linux is written synchronously (files,
 * terminals and pipes alike), so nothing piles up in memory beyond one chunk.
 */
import { writeSync } from "node:fs";

const CHUNK = 1 << 16;

export class ChunkedWriter {
  private parts: string[] = [];
  private size = 0;

  /** `sink`: where a full chunk goes (standard output by default). */
  constructor(private readonly sink: (text: string) => void = (text) => process.stdout.write(text)) {}

  write(text: string): void {
    this.parts.push(text);
    this.size += text.length;
    if (this.size >= CHUNK) this.flush();
  }

  lines(lines: readonly string[]): void {
    for (const l of lines) this.write(`${l}\n`);
  }

  flush(): void {
    if (this.size === 0) return;
    const text = this.parts.join("");
    this.parts = [];
    this.size = 0;
    this.sink(text);
  }
}

/** A writer to an open file descriptor (a recording being written). */
export function fileWriter(fd: number): ChunkedWriter {
  return new ChunkedWriter((text) => {
    writeSync(fd, text);
  });
}
