/** A map of at most `size` entries: setting one more drops the least recently read or set. */
export function recentlyUsed<T>(size: number) {
  const entries = new Map<string, T>();
  // Most recently used last, so the first key is the one to drop.
  const touch = (key: string, value: T) => {
    entries.delete(key);
    entries.set(key, value);
  };
  return {
    get(key: string): T | undefined {
      const value = entries.get(key);
      if (value !== undefined) touch(key, value);
      return value;
    },
    set(key: string, value: T): void {
      touch(key, value);
      for (const oldest of entries.keys()) {
        if (entries.size <= size) break;
        entries.delete(oldest);
      }
    },
  };
}
