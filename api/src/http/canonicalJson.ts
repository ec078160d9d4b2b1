// JSON with object keys in sorted order: the same content gives the same text however it was built
// (a request's fingerprint, the idempotency key derived for a spec client that sends none).

function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
    return Object.fromEntries(entries.map(([k, v]) => [k, sortedKeys(v)]));
  }
  return value;
}

/** The canonical text of plain data; throws where JSON.stringify does (a cycle, a BigInt). */
export const canonicalJson = (value: unknown): string => JSON.stringify(sortedKeys(value)) ?? 'null';
