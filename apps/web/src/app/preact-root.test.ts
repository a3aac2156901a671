import { h } from 'preact';
import { useState } from 'preact/hooks';
import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import { createRoot } from './preact-root.ts';

type TextField = HTMLInputElement | HTMLTextAreaElement;

/** A container holding what the server sent (ADR 019). */
function serverPage(html: string) {
  const container = document.createElement('div');
  container.innerHTML = html;
  return container;
}

describe('the shipped build’s root (preact-root.ts)', () => {
  it('keeps the nodes the server sent and corrects their attributes and text', () => {
    const container = serverPage(
      '<header class="bar"><div class="nav-actions" data-pending="">Login</div></header>' +
        '<main><h1>Course<!-- -->, <!-- -->Title</h1><button disabled="">Add</button></main>',
    );
    const header = container.querySelector('header');
    const heading = container.querySelector('h1');
    const button = container.querySelector('button');

    createRoot(container).render([
      h('header', { class: 'bar' }, h('div', { class: 'nav-actions' }, 'Ada')),
      h('main', null, h('h1', null, 'Course', ', ', 'Title'), h('button', { disabled: false }, 'Add')),
    ]);

    expect(container.querySelector('header')).toBe(header);
    expect(container.querySelector('h1')).toBe(heading);
    expect(container.querySelector('button')).toBe(button);
    expect(heading?.textContent).toBe('Course, Title');
    expect(heading?.innerHTML).not.toContain('<!--');
    expect(container.querySelector('.nav-actions')?.hasAttribute('data-pending')).toBe(false);
    expect(container.querySelector('.nav-actions')?.textContent).toBe('Ada');
    expect(button?.disabled).toBe(false);
  });

  it('drops what it did not reuse at the top, so a different frame is not added beside the old one', () => {
    const container = serverPage('<a class="skip"></a><header></header><main></main><footer></footer>');
    createRoot(container).render([h('div', { class: 'console' }, h('header', null)), h('main', null)]);
    expect(container.querySelectorAll('footer')).toHaveLength(0);
    expect(container.querySelectorAll('a.skip')).toHaveLength(0);
    expect([...container.children].map((child) => child.tagName)).toEqual(['DIV', 'MAIN']);
    expect(container.querySelectorAll('header')).toHaveLength(1);
  });

  it('keeps what was typed into a field before the app started, and tells the app as an input event', () => {
    const container = serverPage(
      '<input type="search" name="q" value=""><input name="email" value="">' +
        '<textarea name="note"></textarea><input name="untouched" value="kept">',
    );
    document.body.append(container);
    const [search, email, untouched] = [...container.querySelectorAll('input')];
    const note = container.querySelector('textarea');
    if (!search || !email || !untouched || !note) throw new Error('the page has its fields');
    search.value = 'react';
    note.value = 'Hello';
    const seen: string[] = [];
    /** A controlled field, as the app's are: its state starts as the server rendered it and takes input. */
    function Controlled({
      tag,
      name,
      initial,
    }: {
      tag: 'input' | 'textarea';
      name: string;
      initial: string;
    }) {
      const [value, setValue] = useState(initial);
      const onInput = (event: Event) => {
        seen.push(name);
        setValue((event.currentTarget as TextField).value);
      };
      return h(tag, { name, value, onInput, ...(name === 'q' ? { type: 'search' } : {}) });
    }
    // An uncontrolled email field among them.
    act(() => {
      createRoot(container).render([
        h(Controlled, { tag: 'input', name: 'q', initial: '' }),
        h('input', { name: 'email' }),
        h(Controlled, { tag: 'textarea', name: 'note', initial: '' }),
        h(Controlled, { tag: 'input', name: 'untouched', initial: 'kept' }),
      ]);
    });
    expect(container.querySelector('input')).toBe(search);
    expect(search.value).toBe('react');
    expect(note.value).toBe('Hello');
    expect(untouched.value).toBe('kept');
    expect(seen).toEqual(['q', 'note']);
    container.remove();
  });

  it('renders into an empty container and again on a second render', () => {
    const container = serverPage('');
    const root = createRoot(container);
    root.render(h('p', null, 'one'));
    root.render(h('p', null, 'two'));
    expect(container.innerHTML).toBe('<p>two</p>');
    root.unmount();
    expect(container.innerHTML).toBe('');
  });
});
