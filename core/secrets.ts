/**
 * Field names whose values are credentials or a family's contact details. A state file or a
 * problem report travels to developers and sits in files and databases; none of these may go with it.
 */
const SECRET_FIELD = /token|passw|secret|^sign$|^nonce$|authorization|cookie|mobile|phone|contact|idcard/i;

export function isSecretField(name: string): boolean {
  return SECRET_FIELD.test(name);
}

/**
 * A deep copy of a JSON value with every secret field removed, at any depth. Both sides apply it:
 * the browser before anything leaves, the server again because it trusts no client.
 */
export function withoutSecrets<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item: unknown) => withoutSecrets(item)) as T;
  if (value === null || typeof value !== 'object') return value;
  const kept: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(value as Record<string, unknown>)) {
    if (!isSecretField(name)) kept[name] = withoutSecrets(field);
  }
  return kept as T;
}
