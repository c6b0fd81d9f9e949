import '@mantine/tiptap/styles.css';
import { RichTextEditor, Link } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';

/**
 * The news body's editor (Mantine's Tiptap): headings, emphasis, lists, quotes and links, what the server keeps when
 * it sanitises the body. Loaded only on the edit page, apart from the app's first bundle.
 */
export default function NewsBodyEditor({ value, onChange, label }: { value: string; onChange: (html: string) => void; label: string }) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false }), Link.configure({ openOnClick: false, protocols: ['http', 'https', 'mailto'] })],
    content: value,
    immediatelyRender: false,
    editorProps: { attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true' } },
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
  });
  // A value loaded after the editor started (the saved item) replaces what it shows.
  useEffect(() => {
    if (editor && value !== editor.getHTML()) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <RichTextEditor editor={editor} labels={DANISH_LABELS}>
      <RichTextEditor.Toolbar>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Bold />
          <RichTextEditor.Italic />
          <RichTextEditor.Underline />
          <RichTextEditor.Strikethrough />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.H2 />
          <RichTextEditor.H3 />
          <RichTextEditor.BulletList />
          <RichTextEditor.OrderedList />
          <RichTextEditor.Blockquote />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Link />
          <RichTextEditor.Unlink />
        </RichTextEditor.ControlsGroup>
      </RichTextEditor.Toolbar>
      <RichTextEditor.Content />
    </RichTextEditor>
  );
}

const DANISH_LABELS = {
  boldControlLabel: 'Fed',
  italicControlLabel: 'Kursiv',
  underlineControlLabel: 'Understreget',
  strikeControlLabel: 'Gennemstreget',
  h2ControlLabel: 'Overskrift 2',
  h3ControlLabel: 'Overskrift 3',
  bulletListControlLabel: 'Punktliste',
  orderedListControlLabel: 'Nummereret liste',
  blockquoteControlLabel: 'Citat',
  linkControlLabel: 'Link',
  unlinkControlLabel: 'Fjern link',
  linkEditorInputLabel: 'Indtast adresse',
  linkEditorInputPlaceholder: 'https://eksempel.dk/',
  linkEditorExternalLink: 'Åbn link i en ny fane',
  linkEditorInternalLink: 'Åbn link i samme fane',
  linkEditorSave: 'Gem',
};
