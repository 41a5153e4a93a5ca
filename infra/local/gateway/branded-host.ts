import { isIP } from 'node:net';

/**
 * Which requests the local gateway treats as coming to a team's branded domain: a Host
 * that is neither an address nor `localhost` (`*.localhost`) nor the app's own host — e.g.
 * `go.acme.test:3000` with an /etc/hosts line. In AWS the branded domains have a distribution of
 * their own; locally one port serves everything, so the Host tells them apart. Answers the host
 * name (lower case, no port), or undefined for the platform's own hosts.
 */
export function brandedHostOf(hostHeader: string | undefined, ownHosts: ReadonlySet<string>): string | undefined {
  if (!hostHeader) return undefined;
  let host: string;
  try {
    host = new URL(`http://${hostHeader}/`).hostname.toLowerCase();
  } catch {
    return undefined;
  }
  if (host.startsWith('[') || isIP(host) || host === 'localhost' || host.endsWith('.localhost') || ownHosts.has(host)) return undefined;
  return host;
}
