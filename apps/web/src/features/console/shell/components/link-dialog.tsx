import { EDITOR_TEXTS, isRichTextLink, trimLink } from '@curio/shared';
import { useId, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';

type TLinkDialogProps = {
  /** Called with the address, trimmed, once it keeps the rule of rich-text links. */
  onSubmit: (href: string) => void;
  onCancel: () => void;
};

/** What is wrong with `value` as a link's address, or undefined when nothing is. */
export function linkAddressError(value: string): string | undefined {
  const href = trimLink(value);
  if (href === '') return EDITOR_TEXTS.linkRequired;
  return isRichTextLink(href) ? undefined : EDITOR_TEXTS.linkInvalid;
}

/**
 * Asks for a link's address in the page (the browser's prompt() has no label, no hint and no error): the
 * address is checked with the sanitizer's own rule (`isRichTextLink`), so a link the editor makes is a link
 * the site keeps. Escape and Cancel close it, focus back on what opened it (the modal's); once the link is
 * added, the editor takes focus at the link. Mount it only while open: each opening starts empty.
 */
export function LinkDialog({ onSubmit, onCancel }: TLinkDialogProps) {
  const formId = useId();
  const [address, setAddress] = useState('');
  const [error, setError] = useState<string | undefined>();

  return (
    <Modal
      isOpen
      onClose={onCancel}
      title={EDITOR_TEXTS.linkDialogTitle}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {EDITOR_TEXTS.cancel}
          </Button>
          <Button type="submit" form={formId}>
            {EDITOR_TEXTS.addLink}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className="form"
        noValidate
        onSubmit={(event) => {
          // React passes a portal's events up its own tree, to the form the editor sits in: stop here.
          event.preventDefault();
          event.stopPropagation();
          const problem = linkAddressError(address);
          setError(problem);
          if (!problem) onSubmit(trimLink(address));
        }}
      >
        <TextField
          label={EDITOR_TEXTS.linkAddress}
          hint={EDITOR_TEXTS.linkHint}
          inputMode="url"
          autoComplete="url"
          spellCheck={false}
          data-autofocus
          value={address}
          error={error}
          onChange={(event) => {
            setAddress(event.target.value);
            setError(undefined);
          }}
        />
      </form>
    </Modal>
  );
}
