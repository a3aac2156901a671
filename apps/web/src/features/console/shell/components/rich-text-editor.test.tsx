import { EDITOR_TEXTS } from '@curio/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { allowRichTextEditing } from '#web/features/console/test/jsdom-layout.ts';
import { linkAddressError } from './link-dialog.tsx';
import { RichTextEditor } from './rich-text-editor.tsx';

beforeAll(() => {
  allowRichTextEditing();
});

/** The editor in a form that keeps its value, as the console's forms do. */
function Harness({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <RichTextEditor label="Answer" value={value} onChange={setValue} />
      <output aria-label="Saved value">{value}</output>
    </>
  );
}

function renderEditor(initial = '<p>Read the syllabus</p>') {
  const user = userEvent.setup();
  render(<Harness initial={initial} />);
  return { user, value: () => screen.getByLabelText('Saved value').textContent };
}

const linkTool = () => screen.getByRole('button', { name: EDITOR_TEXTS.link });
const dialog = () => screen.getByRole('dialog', { name: EDITOR_TEXTS.linkDialogTitle });
const addressBox = () => within(dialog()).getByRole('textbox', { name: EDITOR_TEXTS.linkAddress });

describe('the link address rule of the editor', () => {
  it.each([
    ['', EDITOR_TEXTS.linkRequired],
    ['   ', EDITOR_TEXTS.linkRequired],
    ['javascript:alert(1)', EDITOR_TEXTS.linkInvalid],
    ['//evil.example', EDITOR_TEXTS.linkInvalid],
    ['curio.example', EDITOR_TEXTS.linkInvalid],
    [' https://curio.example/course ', undefined],
    ['/course', undefined],
    ['mailto:hello@curio.example', undefined],
  ])('%j: %s', (value, expected) => {
    expect(linkAddressError(value)).toBe(expected);
  });
});

describe('the Link tool of the rich-text editor', () => {
  it('asks for the address in a labelled dialog, refuses one the site drops, links the text', async () => {
    const { user, value } = renderEditor();
    await user.click(screen.getByRole('textbox', { name: 'Answer' }));
    await user.keyboard('{Control>}a{/Control}');
    linkTool().focus();
    await user.keyboard('{Enter}');

    expect(addressBox()).toHaveFocus();
    expect(addressBox()).toHaveAccessibleDescription(EDITOR_TEXTS.linkHint);
    await user.click(within(dialog()).getByRole('button', { name: EDITOR_TEXTS.addLink }));
    expect(addressBox()).toHaveAccessibleDescription(expect.stringContaining(EDITOR_TEXTS.linkRequired));
    expect(addressBox()).toHaveAttribute('aria-invalid', 'true');

    await user.type(addressBox(), 'javascript:alert(1){Enter}');
    expect(addressBox()).toHaveAccessibleDescription(expect.stringContaining(EDITOR_TEXTS.linkInvalid));
    expect(value()).toBe('<p>Read the syllabus</p>');

    await user.clear(addressBox());
    expect(addressBox()).not.toHaveAttribute('aria-invalid');
    await user.type(addressBox(), ' https://curio.example/syllabus {Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(value()).toContain('<a');
    expect(value()).toContain('href="https://curio.example/syllabus"');
    expect(value()).toContain('>Read the syllabus</a>');
    // Typing goes on where the link was made.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Answer' })).toHaveFocus());
    expect(screen.getByRole('button', { name: EDITOR_TEXTS.removeLink })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('closes on Escape or Cancel without a link, focus back on the tool', async () => {
    const { user, value } = renderEditor();
    linkTool().focus();
    await user.keyboard('{Enter}');
    await user.type(addressBox(), '/course');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(linkTool()).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(addressBox()).toHaveValue('');
    await user.click(within(dialog()).getByRole('button', { name: EDITOR_TEXTS.cancel }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(linkTool()).toHaveFocus();
    expect(value()).toBe('<p>Read the syllabus</p>');
  });

  it('writes the address as the link’s text when no text is selected', async () => {
    const { user, value } = renderEditor('');
    linkTool().focus();
    await user.keyboard('{Enter}');
    await user.type(addressBox(), 'mailto:hello@curio.example{Enter}');
    await waitFor(() => expect(value()).toContain('href="mailto:hello@curio.example"'));
    expect(value()).toContain('>mailto:hello@curio.example</a>');
  });
});
