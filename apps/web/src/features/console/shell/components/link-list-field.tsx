import { CONTENT_LIMITS, SOCIAL_NETWORKS } from '@curio/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { moveItem } from '#web/features/console/shell/lib/reorder.ts';
import { SelectField } from '#web/components/ui/select-field.tsx';

export type TLink = { label: string; url: string };
type TLinkPart = keyof TLink;

type TLinkListFieldProps = {
  /** The list's name: 'Social links', 'Founder's social links'. */
  legend: string;
  value: readonly TLink[];
  onChange: (links: TLink[]) => void;
  /** The shared schema's message for one row's network or address. */
  errorAt?: (index: number, part: TLinkPart) => string | undefined;
  /** The message for the list as a whole (too many links). */
  error?: string;
  isOptional?: boolean;
};

/** What gets focus once the list has re-rendered: a row's control, or the Add button. */
type TFocus = { row: string; control: 'label' | 'up' | 'down' } | 'add' | null;

const MAX = CONTENT_LIMITS.socialLinks;

/**
 * Social links as rows of network + address: add, remove, move up and down. Every control is a native one
 * with its own label (each row is a group named 'Link n'); after a move or a removal the focus stays on the
 * row (or goes to the next one, or to Add), and a status line says what happened.
 */
export function LinkListField({
  legend,
  value,
  onChange,
  errorAt,
  error,
  isOptional = false,
}: TLinkListFieldProps) {
  const baseId = useId();
  const [keys, setKeys] = useState(() => freshKeys(value.length));
  // A list replaced from outside (a reset to the saved value) gets fresh keys.
  if (keys.length !== value.length) setKeys(freshKeys(value.length));
  const [focus, setFocus] = useState<TFocus>(null);
  const [announcement, setAnnouncement] = useState('');
  const addRef = useRef<HTMLButtonElement>(null);
  const controlId = (row: string, control: string) => `${baseId}-${row}-${control}`;

  useEffect(() => {
    if (focus === null) return;
    if (focus === 'add') addRef.current?.focus();
    else document.getElementById(`${baseId}-${focus.row}-${focus.control}`)?.focus();
    setFocus(null);
  }, [focus, baseId]);

  const nameOf = (index: number) => value[index]?.label || `link ${String(index + 1)}`;

  const update = (index: number, part: TLinkPart, text: string) =>
    onChange(value.map((link, i) => (i === index ? { ...link, [part]: text } : link)));

  const add = () => {
    const row = newKey();
    setKeys([...keys, row]);
    onChange([...value, { label: '', url: '' }]);
    setFocus({ row, control: 'label' });
    setAnnouncement(`Link ${String(value.length + 1)} added.`);
  };

  const remove = (index: number) => {
    const name = nameOf(index);
    const rest = keys.filter((_, i) => i !== index);
    setKeys(rest);
    onChange(value.filter((_, i) => i !== index));
    const next = rest[index] ?? rest[index - 1];
    setFocus(next ? { row: next, control: 'label' } : 'add');
    setAnnouncement(`${name} removed.`);
  };

  const move = (index: number, to: number) => {
    const row = keys[index] ?? '';
    setKeys(moveItem(keys, index, to));
    onChange(moveItem(value, index, to));
    // At either end the button just used is disabled: keep the focus on the row's other move button.
    const direction = to < index ? 'up' : 'down';
    const isAtEnd = direction === 'up' ? to === 0 : to === value.length - 1;
    setFocus({ row, control: isAtEnd ? (direction === 'up' ? 'down' : 'up') : direction });
    setAnnouncement(`${nameOf(index)} moved to position ${String(to + 1)} of ${String(value.length)}.`);
  };

  return (
    <fieldset className="content-form__group link-list">
      <legend>{isOptional ? `${legend} (optional)` : legend}</legend>
      {value.length === 0 ? (
        <p className="console-note">No links yet.</p>
      ) : (
        <ol className="link-list__rows">
          {value.map((link, index) => {
            const row = keys[index] ?? String(index);
            const number = String(index + 1);
            const networks: readonly string[] = SOCIAL_NETWORKS;
            // A label saved before the list of networks existed stays a choice.
            const choices =
              link.label && !networks.includes(link.label) ? [link.label, ...networks] : networks;
            return (
              <li key={row} className="link-list__row">
                <fieldset className="link-list__fields">
                  <legend className="link-list__number">Link {number}</legend>
                  <SelectField
                    id={controlId(row, 'label')}
                    label="Network"
                    placeholder="Choose a network"
                    options={choices.map((choice) => ({ value: choice, label: choice }))}
                    value={link.label}
                    error={errorAt?.(index, 'label')}
                    onChange={(event) => update(index, 'label', event.target.value)}
                  />
                  <TextField
                    id={controlId(row, 'url')}
                    label="Address"
                    type="url"
                    inputMode="url"
                    placeholder="https://…"
                    spellCheck={false}
                    value={link.url}
                    error={errorAt?.(index, 'url')}
                    onChange={(event) => update(index, 'url', event.target.value)}
                  />
                </fieldset>
                <div className="link-list__actions">
                  <Button
                    id={controlId(row, 'up')}
                    variant="ghost"
                    aria-label={`Move link ${number} up`}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    Up
                  </Button>
                  <Button
                    id={controlId(row, 'down')}
                    variant="ghost"
                    aria-label={`Move link ${number} down`}
                    disabled={index === value.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    Down
                  </Button>
                  <Button variant="ghost" aria-label={`Remove link ${number}`} onClick={() => remove(index)}>
                    Remove
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      <div className="link-list__add">
        <Button ref={addRef} variant="secondary" disabled={value.length >= MAX} onClick={add}>
          Add a link
        </Button>
        {value.length >= MAX && <p className="field__hint">At most {MAX} links.</p>}
      </div>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </fieldset>
  );
}

let lastKey = 0;
/** A key no row has had, so React keeps each row's inputs (and their focus) when the list is reordered. */
const newKey = () => {
  lastKey += 1;
  return `link-${String(lastKey)}`;
};
const freshKeys = (length: number) => Array.from({ length }, newKey);
