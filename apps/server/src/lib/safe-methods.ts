const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A request that changes nothing by its method (RFC 9110's safe methods): a read. */
export const isSafeMethod = (method: string): boolean => SAFE_METHODS.has(method);
