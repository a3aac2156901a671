import { onTestFinished, vi } from 'vitest';

/** What jsdom's missing layout APIs answer here: a box of no size at the top left. */
const rectOf = (top = 0, width = 0, height = 0) => ({
  x: 0,
  y: top,
  top,
  left: 0,
  right: width,
  bottom: top + height,
  width,
  height,
  toJSON: () => ({}),
});

/**
 * jsdom lays nothing out, so a drag from the keyboard finds no row to move to: give each row of a sortable
 * list a 40 px slot, one under the other, as a browser does, for the rest of the test.
 */
export function layOutSortableRows() {
  const spy = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function rect(
    this: Element,
  ) {
    const row = this.closest('.sortable-list__item');
    const top = row ? [...(row.parentElement?.children ?? [])].indexOf(row) * 40 : 0;
    const [width, height] = row ? [600, 40] : [0, 0];
    return rectOf(top, width, height);
  });
  onTestFinished(() => spy.mockRestore());
}

/**
 * jsdom has no text layout: ProseMirror (the course editor's rich text) measures the caret through Range
 * rectangles and the point under the mouse, which jsdom lacks. Answer them with an empty box, as a hidden
 * element would, so typing and pasting into the editor run as in a browser. Lasts for the test file.
 */
export function allowRichTextEditing() {
  Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => rectOf();
  document.elementFromPoint = () => null;
}
