import './console-search.css';
import {
  CONSOLE_SEARCH_MAX_LENGTH,
  CONSOLE_SEARCH_MIN_LENGTH,
  CONSOLE_SEARCH_TEXTS as T,
  type TRole,
} from '@curio/shared';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '#web/lib/api-client.ts';
import { useConsoleSearch } from '#web/features/console/shell/api/search.ts';
import { searchSections, type TSearchOption } from '#web/features/console/shell/lib/search-options.ts';
import { useDebouncedValue } from '#web/features/console/shell/lib/use-debounced-value.ts';

const DEBOUNCE_MS = 250;

/** Where '/' is text being typed, not the shortcut: a field, a select, an editor. */
const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * The console header's search (docs/product.md#console): courses, orders, users and enquiries from one box,
 * as the WAI-ARIA combobox pattern with a grouped listbox. Typing asks the server once it pauses; ↓ and ↑
 * move through the results, Enter opens the highlighted one, Escape closes the list (then clears the box);
 * '/' anywhere else on the page puts the focus here.
 */
export function ConsoleSearch({ role }: { role: TRole }) {
  const id = useId();
  const listId = `${id}-results`;
  const input = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const typed = text.trim();
  const q = useDebouncedValue(typed, DEBOUNCE_MS);
  const isLongEnough = q.length >= CONSOLE_SEARCH_MIN_LENGTH;
  const search = useConsoleSearch(isLongEnough ? q : '');

  const sections = isLongEnough && search.data ? searchSections(search.data.groups) : [];
  const options = sections.flatMap((section) => section.options);
  const activeIndex = options.findIndex((option) => option.key === activeKey);
  const active = options[activeIndex];
  const isSettled = typed === q && !search.isFetching;
  const hasList = isOpen && options.length > 0 && typed.length >= CONSOLE_SEARCH_MIN_LENGTH;

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.defaultPrevented || isTyping(event.target)) return;
      // A dialog keeps the focus inside it: the box behind it waits.
      if (document.querySelector('[aria-modal="true"]')) return;
      event.preventDefault();
      input.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const close = () => {
    setIsOpen(false);
    setActiveKey(null);
  };

  const openOption = (option: TSearchOption) => {
    close();
    setText('');
    input.current?.blur();
    void navigate(option.href);
  };

  const move = (step: 1 | -1) => {
    setIsOpen(true);
    if (options.length === 0) return;
    const from = activeIndex === -1 ? (step === 1 ? -1 : options.length) : activeIndex;
    setActiveKey(options[(from + step + options.length) % options.length]?.key ?? null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      if (!hasList || !active) return;
      event.preventDefault();
      openOption(active);
    } else if (event.key === 'Escape') {
      if (isOpen && typed) close();
      else setText('');
    }
  };

  /** What the popup says instead of (or above) the results. */
  const status = (() => {
    if (!isOpen || !typed) return null;
    if (typed.length < CONSOLE_SEARCH_MIN_LENGTH) return T.typeMore;
    if (!isSettled || search.isPending) return T.searching;
    if (search.isError) return errorMessage(search.error, T.failed);
    if (options.length === 0) return T.noResults(q);
    return null;
  })();

  return (
    <div className="console-search" role="search" aria-label={T.label}>
      <label htmlFor={`${id}-input`} className="visually-hidden">
        {T.label}
      </label>
      <input
        ref={input}
        id={`${id}-input`}
        className="console-search__input"
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        maxLength={CONSOLE_SEARCH_MAX_LENGTH}
        placeholder={role === 'admin' ? T.placeholder.admin : T.placeholder.editor}
        aria-keyshortcuts="/"
        aria-autocomplete="list"
        aria-expanded={hasList}
        aria-controls={listId}
        aria-activedescendant={hasList && active ? `${id}-${active.key}` : undefined}
        aria-describedby={`${id}-hint`}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setIsOpen(true);
          setActiveKey(null);
        }}
        onFocus={() => setIsOpen(true)}
        onBlur={close}
        onKeyDown={onKeyDown}
      />
      <kbd className="console-search__key" aria-hidden="true">
        /
      </kbd>
      <span id={`${id}-hint`} className="visually-hidden">
        {T.shortcut}
      </span>
      <div className="console-search__popup" hidden={!status && !hasList}>
        <p role="status" className={status ? 'console-search__status' : 'visually-hidden'}>
          {status ?? (hasList && isSettled ? T.results(options.length) : '')}
        </p>
        <div
          id={listId}
          role="listbox"
          aria-label={T.label}
          className="console-search__list"
          hidden={!hasList}
        >
          {hasList &&
            sections.map((section) => (
              <ul
                key={section.group}
                role="group"
                aria-labelledby={`${id}-${section.group}`}
                className="console-search__group"
              >
                <li role="presentation" id={`${id}-${section.group}`} className="console-search__group-label">
                  {section.label}
                </li>
                {section.options.map((option) => (
                  <li
                    key={option.key}
                    id={`${id}-${option.key}`}
                    role="option"
                    aria-selected={option.key === active?.key}
                    className="console-search__option"
                    // Keeps the focus in the box: the press opens the option; a blur would close the list.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => openOption(option)}
                  >
                    <span className="console-search__title">{option.hit.title}</span>
                    <span className="console-search__detail">{option.hit.detail}</span>
                  </li>
                ))}
              </ul>
            ))}
        </div>
      </div>
    </div>
  );
}
