import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { WEBHOOK_MESSAGES } from '@pointeo/domain/webhooks';
import ipaddr from 'ipaddr.js';
import { AppError } from '../../lib/app-error';

/**
 * Where a webhook may go (SSRF, decision 077). An endpoint's URL is https in production, carries no
 * credentials, and leads to public unicast addresses only: private, loopback, link-local,
 * unique-local, CGNAT, multicast, unspecified, reserved and the IPv4 ones written as IPv6 (mapped,
 * NAT64) are refused. It is checked when the company saves it, and again at each delivery on the
 * address the socket actually connects to (`guardedLookup`), so a name that resolves to a public
 * address at registration and to 127.0.0.1 later (DNS rebinding) is refused too.
 */

export interface AddressRules {
  /** Production: https only. */
  httpsOnly: boolean;
  /** WEBHOOK_ALLOW_PRIVATE_ADDRESSES: tests and a developer's machine deliver to 127.0.0.1. */
  allowPrivate: boolean;
}

/** Only plain unicast: ipaddr.js names every special range (loopback, private, linkLocal…). */
export function isRefusedAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return true;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  return parsed.range() !== 'unicast';
}

/** The host of a URL as an address when it is one (`[::1]` → `::1`), undefined for a name. */
function literalAddress(hostname: string): string | undefined {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return isIP(bare) ? bare : undefined;
}

const refused = (message: string) => new AppError('WEBHOOK_URL_REFUSED', 400, message, { url: message });

type Resolver = (hostname: string) => Promise<readonly string[]>;

const resolveAll: Resolver = (hostname) =>
  new Promise((resolve, reject) => {
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses.map((entry) => entry.address)),
    );
  });

/** Checks the URL an endpoint is saved with; throws the French reason (400 WEBHOOK_URL_REFUSED). */
export async function checkEndpointUrl(raw: string, rules: AddressRules, resolve: Resolver = resolveAll) {
  if (!URL.canParse(raw)) throw refused(WEBHOOK_MESSAGES.urlInvalid);
  const url = new URL(raw);
  if (!(rules.httpsOnly ? url.protocol === 'https:' : /^https?:$/.test(url.protocol))) {
    throw refused(WEBHOOK_MESSAGES.urlNotHttps);
  }
  if (url.username || url.password) throw refused(WEBHOOK_MESSAGES.urlCredentials);
  if (rules.allowPrivate) return;
  const literal = literalAddress(url.hostname);
  if (literal !== undefined) {
    if (isRefusedAddress(literal)) throw refused(WEBHOOK_MESSAGES.urlPrivate);
    return;
  }
  let addresses: readonly string[];
  try {
    addresses = await resolve(url.hostname);
  } catch {
    throw refused(WEBHOOK_MESSAGES.urlUnresolved);
  }
  if (addresses.length === 0) throw refused(WEBHOOK_MESSAGES.urlUnresolved);
  if (addresses.some(isRefusedAddress)) throw refused(WEBHOOK_MESSAGES.urlPrivate);
}

/** Why a delivery was not even tried: its URL's literal address is refused (a name is checked by the lookup). */
export function refusedLiteral(url: URL, rules: AddressRules): boolean {
  if (rules.allowPrivate) return false;
  const literal = literalAddress(url.hostname);
  return literal !== undefined && isRefusedAddress(literal);
}

export class RefusedAddressError extends Error {
  constructor(readonly address: string) {
    super(`refused address ${address}`);
    this.name = 'RefusedAddressError';
  }
}

/**
 * The socket's `lookup` at delivery: resolves the name as usual and refuses every answer when one
 * address is refused, so the connection can only reach the addresses it checked.
 */
export const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) {
      callback(error, '', 4);
      return;
    }
    const bad = addresses.find((entry) => isRefusedAddress(entry.address));
    if (bad) {
      callback(new RefusedAddressError(bad.address) as NodeJS.ErrnoException, '', 4);
      return;
    }
    if (options.all) {
      (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, addresses);
      return;
    }
    const first = addresses[0];
    if (!first) {
      callback(new RefusedAddressError(hostname) as NodeJS.ErrnoException, '', 4);
      return;
    }
    callback(null, first.address, first.family);
  });
};
