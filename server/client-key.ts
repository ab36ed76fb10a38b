import { isIP } from "node:net";

import ipaddr from "ipaddr.js";

/**
 * Who counts as one client for the limits: an IPv4 address (also when written in IPv6 form),
 * or an IPv6 address's /64 network, since one household or server usually holds a whole /64
 * and could otherwise take a new address for every request. Anything that is not an address
 * gets null: a limit is never keyed by text a client wrote.
 */
export function clientKey(address: string | undefined): string | null {
  const bare = address?.split("%")[0];
  if (!bare || isIP(bare) === 0) return null;
  const parsed = ipaddr.process(bare);
  if (parsed.kind() === "ipv4") return parsed.toString();
  const network = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${new ipaddr.IPv6([...network, 0, 0, 0, 0]).toString()}/64`;
}
