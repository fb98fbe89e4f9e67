const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A well-formed uuid: the only ids worth a query on a uuid column (another shape would fail it). */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}
