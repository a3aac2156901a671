import { contentTypeOf, linksToShow, publicKeysOf, type TContentType } from '@curio/shared';
import type { ContentRow } from './console-repository.ts';

/**
 * Rows → a public reply of packages/shared/src/content-types/ (`_id`, ISO dates, the API's historical
 * field names), key by key as the type's definition lists them.
 */
export function serializerOf<T>(type: TContentType, detail = false): (row: ContentRow) => T {
  const keys = publicKeysOf(contentTypeOf(type), detail);
  return (row) =>
    Object.fromEntries(
      keys.map(({ key, name, field }) => {
        const value = row[name];
        if (value instanceof Date) return [key, value.toISOString()];
        // A link saved before the link rule (ADR 023) is not shown if it breaks it.
        if (field?.kind === 'links') return [key, linksToShow(value as { url: string }[])];
        return [key, value];
      }),
    ) as T;
}
