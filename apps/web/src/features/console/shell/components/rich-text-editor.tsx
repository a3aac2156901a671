import '#web/components/ui/forms.css';
import './rich-text-editor.css';
import { EDITOR_TEXTS, isRichTextLink } from '@curio/shared';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useState } from 'react';
import { LinkDialog } from './link-dialog.tsx';

type TRichTextEditorProps = {
  label: string;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  error?: string;
  hint?: string;
};

/** What the editor holds, as the API takes it: '' for an empty document rather than '<p></p>'. */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

/**
 * A TipTap editor for the course's rich text (headings, bold, italic, lists, links: the site's allowlist; the
 * API sanitizes what it stores). The editable area is a labelled multi-line textbox, its error described.
 */
export function RichTextEditor({ label, value, onChange, onBlur, error, hint }: TRichTextEditorProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        // A link typed, pasted or made by the dialog keeps the sanitizer's rule, so what is shown is kept.
        link: {
          openOnClick: false,
          autolink: true,
          protocols: ['mailto', 'tel'],
          isAllowedUri: (url) => isRichTextLink(url),
        },
      }),
    ],
    content: value,
    onUpdate: ({ editor: changed }) => onChange(htmlOf(changed)),
    onBlur: () => onBlur?.(),
  });

  // The textbox's name, description and invalid state follow the props. An editor being replaced (its
  // component re-created) may already be destroyed when a late effect runs: it has no document left to touch.
  useEffect(() => {
    if (editor.isDestroyed) return;
    editor.setOptions({
      editorProps: {
        attributes: {
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-labelledby': labelId,
          ...(describedBy ? { 'aria-describedby': describedBy } : {}),
          ...(error ? { 'aria-invalid': 'true' } : {}),
          class: 'rich-editor__content rich-text',
        },
      },
    });
  }, [editor, labelId, describedBy, error]);

  // A reload or reset replaces the value from outside: show it, without echoing it back as an edit.
  useEffect(() => {
    if (!editor.isDestroyed && value !== htmlOf(editor))
      editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div className={`field rich-editor${error ? ' rich-editor--invalid' : ''}`}>
      <span className="field__label" id={labelId}>
        {label}
      </span>
      <Toolbar editor={editor} label={label} />
      <EditorContent editor={editor} />
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

type TToolProps = { label: string; isActive: boolean; onClick: () => void; children: string };

function Tool({ label, isActive, onClick, children }: TToolProps) {
  return (
    <button
      type="button"
      className="rich-editor__tool"
      aria-label={label}
      title={label}
      aria-pressed={isActive}
      // Keep the editor's selection: a mouse click on the toolbar must not blur the text first.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

function Toolbar({ editor, label }: { editor: Editor; label: string }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      heading: e.isActive('heading', { level: 3 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      link: e.isActive('link'),
    }),
  });
  const [isAskingForLink, setIsAskingForLink] = useState(false);
  const chain = () => editor.chain().focus();
  const toggleLink = () => {
    if (state.link) chain().extendMarkRange('link').unsetLink().run();
    else setIsAskingForLink(true);
  };
  // With text selected it becomes the link; with none, the address itself is written as the link's text.
  const addLink = (href: string) => {
    setIsAskingForLink(false);
    if (editor.state.selection.empty) {
      chain()
        .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
        .run();
    } else chain().extendMarkRange('link').setLink({ href }).run();
  };
  return (
    <div className="rich-editor__toolbar" role="toolbar" aria-label={`${label} formatting`}>
      <Tool label="Bold" isActive={state.bold} onClick={() => chain().toggleBold().run()}>
        B
      </Tool>
      <Tool label="Italic" isActive={state.italic} onClick={() => chain().toggleItalic().run()}>
        I
      </Tool>
      <Tool
        label="Heading"
        isActive={state.heading}
        onClick={() => chain().toggleHeading({ level: 3 }).run()}
      >
        H
      </Tool>
      <Tool label="Bullet list" isActive={state.bulletList} onClick={() => chain().toggleBulletList().run()}>
        • List
      </Tool>
      <Tool
        label="Numbered list"
        isActive={state.orderedList}
        onClick={() => chain().toggleOrderedList().run()}
      >
        1. List
      </Tool>
      <Tool
        label={state.link ? EDITOR_TEXTS.removeLink : EDITOR_TEXTS.link}
        isActive={state.link}
        onClick={toggleLink}
      >
        {EDITOR_TEXTS.link}
      </Tool>
      {isAskingForLink && <LinkDialog onSubmit={addLink} onCancel={() => setIsAskingForLink(false)} />}
    </div>
  );
}
