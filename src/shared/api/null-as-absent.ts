/**
 * The tolerant reader's first step for every server payload (HTTP answers, socket events and
 * acknowledgements): an object property whose value is `null` is dropped, so `null` and an absent
 * field mean the same (many server serializers write `null` for an unset optional field). Array
 * elements are kept as they are: a `null` cell of `board_numbers` is the free centre, not an
 * absent field. A required field sent as `null` is still missing and fails its schema.
 * @param value any JSON value; returns a copy without null-valued properties (input untouched)
 */
export function nullAsAbsent(value: unknown): unknown {
  if (Array.isArray(value)) return value.map((v) => (v === null ? null : nullAsAbsent(v)));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) if (v !== null) out[key] = nullAsAbsent(v);
  return out;
}
