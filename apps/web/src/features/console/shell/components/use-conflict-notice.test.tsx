import { CONFLICT_MESSAGES as C, MESSAGES } from '@curio/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { Toaster } from '#web/components/ui/toaster.tsx';
import { formCompare, useConflictNotice } from './use-conflict-notice.tsx';

const FIELDS = [{ name: 'title', label: 'Title' }];

/** A one-field editor whose Save always meets a stale version; `latest` is the server's title now. */
function Editor({ latest, onReload }: { latest?: string; onReload: () => void }) {
  const form = useForm({ defaultValues: { title: 'Spring intake' } });
  const read = latest === undefined ? undefined : async () => ({ title: latest });
  const outcome = useConflictNotice(onReload, false, formCompare(form, FIELDS, read));
  return (
    <form onSubmit={(event) => (event.preventDefault(), outcome.show(MESSAGES.admin.staleEdit))}>
      {outcome.notice}
      <label htmlFor="title">Title</label>
      <input id="title" {...form.register('title')} />
      <button type="submit">Save</button>
    </form>
  );
}

/** A button's move (nothing typed): the notice has no Copy and a plain Reload. */
function StatusButton({ onReload }: { onReload: () => void }) {
  const outcome = useConflictNotice(onReload, false);
  return (
    <>
      {outcome.notice}
      <button onClick={() => outcome.show('')}>Publish</button>
    </>
  );
}

function renderEditor(latest?: string) {
  const onReload = vi.fn();
  const user = userEvent.setup();
  render(
    <>
      <Editor latest={latest} onReload={onReload} />
      <Toaster />
    </>,
  );
  return { user, onReload, title: screen.getByLabelText('Title') };
}

describe('the notice of a stale save', () => {
  it('shows the changes to copy by hand when the clipboard refuses them; the form keeps them', async () => {
    const { user, title } = renderEditor('Spring intake');
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('Denied', 'NotAllowedError'),
    );
    await user.type(title, ' 2027');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const notice = await screen.findByRole('alert');
    expect(await within(notice).findByText(C.noFieldChanged)).toBeInTheDocument();

    await user.click(within(notice).getByRole('button', { name: C.copy }));
    const box = await within(notice).findByRole('textbox', { name: C.copyBox });
    expect(box).toHaveValue(`${C.copyHeading}\n\nTitle: Spring intake 2027`);
    expect(notice).toHaveTextContent(C.copyFailed);
    expect(title).toHaveValue('Spring intake 2027');
  });

  it('says there is nothing to copy, and reloads without asking, when nothing was typed', async () => {
    const { user, onReload } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const notice = await screen.findByRole('alert');
    expect(within(notice).queryByRole('list')).not.toBeInTheDocument();
    await user.click(within(notice).getByRole('button', { name: C.copy }));
    expect(await screen.findByText(C.nothingToCopy)).toBeInTheDocument();

    await user.click(within(notice).getByRole('button', { name: C.reloadDiscard }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onReload).toHaveBeenCalledOnce();
    expect(notice).not.toBeInTheDocument();
  });

  it('keeps typed changes when the operator answers Keep editing, with focus back in the page', async () => {
    const { user, onReload, title } = renderEditor('Autumn intake');
    await user.type(title, '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const notice = await screen.findByRole('alert');
    expect(await within(notice).findByRole('listitem')).toHaveTextContent('Title');
    await user.click(within(notice).getByRole('button', { name: C.reloadDiscard }));
    const ask = screen.getByRole('dialog', { name: C.discardTitle });
    expect(ask).toHaveTextContent(C.discardBody('Title'));
    await user.click(within(ask).getByRole('button', { name: C.discardCancel }));
    expect(onReload).not.toHaveBeenCalled();
    expect(title).toHaveValue('Spring intake!');
    expect(within(notice).getByRole('button', { name: C.reloadDiscard })).toHaveFocus();
  });

  it('offers a plain Reload and no Copy where nothing is typed (a button’s move)', async () => {
    const onReload = vi.fn();
    const user = userEvent.setup();
    render(<StatusButton onReload={onReload} />);
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(MESSAGES.admin.staleEdit);
    await waitFor(() => expect(notice).toHaveFocus());
    expect(within(notice).queryByRole('button', { name: C.copy })).not.toBeInTheDocument();
    await user.click(within(notice).getByRole('button', { name: C.reload }));
    expect(onReload).toHaveBeenCalledOnce();
  });
});
