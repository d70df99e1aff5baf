const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids on the wire are opaque strings; rows are keyed by uuid, so anything else cannot exist. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
