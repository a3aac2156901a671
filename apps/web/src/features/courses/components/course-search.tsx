import { COURSE_SEARCH_MAX } from '@curio/shared';
import { useEffect, useId, useState, type FormEvent, type Ref } from 'react';
import { SearchIcon } from './course-icons.tsx';

/** Long enough to finish a word, short enough to feel live. */
export const SEARCH_DEBOUNCE_MS = 300;

type TCourseSearchProps = {
  /** The search in the URL (`?search=`), so a search can be shared and survives a reload. */
  value: string;
  onSearch: (value: string) => void;
  /** The search box itself, so the page can bring focus back to it (after 'Show all courses'). */
  inputRef?: Ref<HTMLInputElement>;
};

/** Beyond the original (docs/product.md#catalogue): a labelled box searching as you type, after a pause. */
export function CourseSearch({ value, onSearch, inputRef }: TCourseSearchProps) {
  const inputId = useId();
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  // The URL changed from outside (back button, a shared link): show what it says.
  if (value !== shownValue) {
    setShownValue(value);
    setText(value);
  }

  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onSearch(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };

  return (
    <form role="search" className="course-search" onSubmit={submit}>
      <label className="course-search__label" htmlFor={inputId}>
        Search courses
      </label>
      <div className="course-search__control">
        <SearchIcon className="course-search__icon" />
        <input
          ref={inputRef}
          id={inputId}
          className="course-search__input"
          type="search"
          name="search"
          value={text}
          maxLength={COURSE_SEARCH_MAX}
          placeholder="Try “React”, “cloud” or “data”"
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
        />
        {text && (
          <button
            type="button"
            className="course-search__clear"
            onClick={() => {
              setText('');
              onSearch('');
            }}
          >
            Clear
          </button>
        )}
      </div>
    </form>
  );
}
