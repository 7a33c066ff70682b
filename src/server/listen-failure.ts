import { SettingsError } from './settings';

/** Where the server listens, for a message: `port 3000 on 127.0.0.1` or `port 3000 on all interfaces`. */
export function describeListenAddress(port: number, host: string | undefined): string {
  return `port ${port} on ${host ?? 'all interfaces'}`;
}

/**
 * Why the server could not listen, as one line naming PORT and HOST (what
 * the owner can change), or null for an error that has nothing to do with
 * the address, which the caller reports as it is.
 */
export function listenFailure(
  error: unknown,
  port: number,
  host: string | undefined,
): SettingsError | null {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  const where = describeListenAddress(port, host);
  switch (code) {
    case 'EADDRINUSE':
      return new SettingsError(
        `Cannot listen on ${where}: the port is already in use (another server, or this one started twice); stop it or set PORT to a free port`,
      );
    case 'EACCES':
      return new SettingsError(
        `Cannot listen on ${where}: permission denied (ports below 1024 need privileges); set PORT to 1024 or above and put a proxy in front`,
      );
    case 'EADDRNOTAVAIL':
      return new SettingsError(
        `Cannot listen on ${where}: ${host ?? 'the address'} is not an address of this machine; set HOST to one of its addresses, or leave it unset`,
      );
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return new SettingsError(
        `Cannot listen on ${where}: the host name ${host ?? ''} cannot be resolved; set HOST to an address of this machine, such as 127.0.0.1`,
      );
    default:
      return null;
  }
}
