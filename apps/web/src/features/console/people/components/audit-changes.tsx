import type { TAuditEntry } from '@curio/shared';
import { actionWords, entityWords } from '#web/features/console/people/lib/audit-words.ts';

const show = (value: unknown) => {
  if (value === undefined) return '—';
  if (typeof value === 'string') return value === '' ? '(empty)' : value;
  return JSON.stringify(value, null, 2);
};

/** An audit entry's changed fields, before and after side by side; changed values are marked. */
export function AuditChanges({ entry }: { entry: TAuditEntry }) {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  if (fields.length === 0)
    return <p className="audit-changes__none">No field values were recorded for this change.</p>;
  return (
    <div className="audit-changes">
      <p className="audit-changes__meta">
        Item id: <code>{entry.entityId ?? '—'}</code>
        {entry.actorIp && (
          <>
            {' '}
            · From IP <code>{entry.actorIp}</code>
          </>
        )}
      </p>
      <table className="data-table__table audit-changes__table">
        <caption className="visually-hidden">
          Fields changed: {actionWords(entry.action)} {entityWords(entry.entity).toLowerCase()}
        </caption>
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">Before</th>
            <th scope="col">After</th>
          </tr>
        </thead>
        <tbody>
          {fields.map((field) => {
            const was = show(before[field]);
            const now = show(after[field]);
            return (
              <tr key={field} className={was === now ? undefined : 'is-changed'}>
                <th scope="row">{field}</th>
                <td>
                  <pre>{was}</pre>
                </td>
                <td>
                  <pre>{now}</pre>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
