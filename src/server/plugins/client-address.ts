/** The address a client is counted by in per-address limits. */
import type { FastifyRequest } from 'fastify';
import { normalizeIP } from '@fastify/rate-limit';

/**
 * The rate-limit plugin's own key reads `request.ip`, which is undefined once the client has gone (its socket
 * no longer has a peer address), and then throws; this one never throws. IPv6 addresses count by /64, as the
 * plugin does, since one client usually holds a whole /64.
 */
export function clientAddressKey(request: FastifyRequest): string {
  let address: unknown;
  try {
    address = request.ip ?? request.socket?.remoteAddress;
  } catch {
    address = undefined;
  }
  if (typeof address !== 'string' || address === '') return 'endereco-desconhecido';
  try {
    return normalizeIP(address, 64);
  } catch {
    return address.toLowerCase();
  }
}
