/** Field → messages of one request (method + path). */
export type FieldMessages = Readonly<Record<string, readonly string[]>>;

const NO_MESSAGES: readonly string[] = Object.freeze([]);
const NO_FIELDS: FieldMessages = Object.freeze({});

/**
 * Validation message store (SPEC §3, §5): server 422 field errors keyed by lowercase method plus
 * path (without query), then by field, each a list of messages. Readable and clearable per field;
 * the client can also set one field message.
 *
 * Every write replaces the touched objects instead of mutating them, so `snapshot()` and
 * `getAll()` return stable references between writes (ready for React's `useSyncExternalStore`).
 */
export class ValidationStore {
  private entries: Readonly<Record<string, FieldMessages>> = {};
  private readonly listeners = new Set<() => void>();

  store(method: string, path: string, errors: Record<string, readonly string[]>): void {
    const fields: Record<string, readonly string[]> = {};
    for (const [field, messages] of Object.entries(errors)) {
      if (messages.length > 0) fields[field] = Object.freeze([...messages]);
    }
    this.write(ValidationStore.keyOf(method, path), Object.freeze(fields));
  }

  get(method: string, path: string, field: string): readonly string[] {
    return this.getAll(method, path)[field] ?? NO_MESSAGES;
  }

  getAll(method: string, path: string): FieldMessages {
    return this.getByKey(ValidationStore.keyOf(method, path));
  }

  /** The messages stored under a key of `keyOf` (a 422 `HttpError` names its `validationKey`). */
  getByKey(key: string): FieldMessages {
    return this.entries[key] ?? NO_FIELDS;
  }

  setField(method: string, path: string, field: string, message: string): void {
    const current = this.getAll(method, path);
    this.write(ValidationStore.keyOf(method, path), Object.freeze({ ...current, [field]: Object.freeze([message]) }));
  }

  clearField(method: string, path: string, field: string): void {
    const current = this.getAll(method, path);
    if (!(field in current)) return;
    const { [field]: _removed, ...rest } = current;
    this.write(ValidationStore.keyOf(method, path), Object.freeze(rest));
  }

  clearAll(): void {
    if (Object.keys(this.entries).length === 0) return;
    this.entries = {};
    this.emit();
  }

  /** The whole store: `"<method> <path>"` → field → messages. Stable between writes. */
  snapshot(): Readonly<Record<string, FieldMessages>> {
    return this.entries;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  static keyOf(method: string, path: string): string {
    const end = path.search(/[?#]/);
    return `${method.toLowerCase()} ${end === -1 ? path : path.slice(0, end)}`;
  }

  private write(key: string, fields: FieldMessages): void {
    const { [key]: _previous, ...others } = this.entries;
    this.entries = Object.keys(fields).length === 0 ? others : { ...others, [key]: fields };
    this.emit();
  }

  private emit(): void {
    for (const listener of [...this.listeners]) listener();
  }
}
