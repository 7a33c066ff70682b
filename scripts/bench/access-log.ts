/** Counts the access log lines a server wrote to its log file. */
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';

/** What pino-http and the fast lane write once per answered request. */
const ACCESS_LINE = '"msg":"request completed"';

/** Lines of `file` that record an answered request, read as a stream; null when it cannot be read. */
export async function countAccessLogLines(file: string): Promise<number | null> {
  try {
    const lines = createInterface({
      input: createReadStream(file),
      crlfDelay: Infinity,
    });
    let count = 0;
    for await (const line of lines) {
      if (line.includes(ACCESS_LINE)) count += 1;
    }
    return count;
  } catch {
    return null;
  }
}
