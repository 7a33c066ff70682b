// Express's own request helpers, used as they are by the fast lane
// (plain-request.ts); neither ships types. The little used of them.
declare module 'accepts' {
  import type { IncomingMessage } from 'node:http';

  interface Accepts {
    /** The best of `encodings` the client takes, or false. */
    encoding(encodings: string[]): string | false;
  }
  export default function accepts(req: Pick<IncomingMessage, 'headers'>): Accepts;
}

declare module 'proxy-addr' {
  import type { IncomingMessage } from 'node:http';

  /** The client's address: the furthest address in `X-Forwarded-For` reached through trusted proxies. */
  function proxyAddr(
    req: IncomingMessage,
    trust: (address: string | undefined, hop: number) => boolean,
  ): string | undefined;
  namespace proxyAddr {
    /** The trust rule for addresses, subnets and range names; throws on one it cannot read. */
    function compile(value: string | string[]): (address: string, hop: number) => boolean;
  }
  export default proxyAddr;
}
