import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import Image from '@tiptap/extension-image';
import type { Editor } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import {
  LinkBubbleMenu,
  LinkBubbleMenuHandler,
  MenuButton,
  MenuButtonAddImage,
  MenuButtonBlockquote,
  MenuButtonBold,
  MenuButtonBulletedList,
  MenuButtonEditLink,
  MenuButtonItalic,
  MenuButtonOrderedList,
  MenuButtonRedo,
  MenuButtonUndo,
  MenuControlsContainer,
  MenuDivider,
  MenuSelectHeading,
  RichTextEditor,
  type RichTextEditorRef,
} from 'mui-tiptap';
import { useEffect, useMemo, useRef, useState } from 'react';
import { DocumentPickerDialog, type ChosenDocument } from '../../lib/admin/document-picker';
import { ImageUrlDialog } from './image-url-dialog';

interface Props {
  initialHtml: string;
  onChange: (html: string) => void;
  /** id of the visible label, so screen readers name the editing area. */
  labelId: string;
  error?: boolean;
}

/**
 * Links the document's page (a relative /documents/{slug}, which the server's sanitiser keeps): the
 * selected words become the link, or, with nothing selected, the document's title is put in as one.
 */
function linkDocument(editor: Editor, doc: ChosenDocument) {
  const chain = editor.chain().focus();
  if (!editor.state.selection.empty) {
    chain.setLink({ href: doc.path }).run();
    return;
  }
  // The link mark is inclusive (autolink): without unsetMark, what staff type next would join the link.
  chain
    .insertContent({ type: 'text', text: doc.title, marks: [{ type: 'link', attrs: { href: doc.path } }] })
    .unsetMark('link')
    .run();
}

/**
 * The page body editor (mui-tiptap on Tiptap): a toolbar of headings, bold, italics, lists, links
 * and images, so staff never see HTML. Loaded on demand by the form (it is the heaviest part of the
 * back office). The server sanitises whatever it produces anyway.
 */
export default function BodyEditor({ initialHtml, onChange, labelId, error = false }: Props) {
  const [imageDialogOpen, setImageDialogOpen] = useState(false);
  // The document dialog: open, or what to do once it has closed (link a document, or just come back).
  const [documentAsk, setDocumentAsk] = useState<'open' | { chosen: ChosenDocument | null } | null>(null);
  const rte = useRef<RichTextEditorRef>(null);
  // After the dialog has closed, so its focus trap has let go: the editor takes focus back, at the
  // words it linked (or where staff were, when they cancelled).
  useEffect(() => {
    const editor = rte.current?.editor;
    if (documentAsk === null || documentAsk === 'open' || !editor) return;
    setDocumentAsk(null);
    if (documentAsk.chosen) linkDocument(editor, documentAsk.chosen);
    else editor.commands.focus();
  }, [documentAsk]);
  const extensions = useMemo(
    () => [
      StarterKit.configure({
        // The page title is the page's h1.
        heading: { levels: [2, 3, 4] },
        code: false,
        codeBlock: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https', protocols: ['http', 'https', 'mailto'] },
      }),
      LinkBubbleMenuHandler,
      Image.configure({ inline: false }),
    ],
    [],
  );

  return (
    <RichTextEditor
      ref={rte}
      extensions={extensions}
      content={initialHtml}
      immediatelyRender
      onUpdate={({ editor }) => onChange(editor.getHTML())}
      editorProps={{ attributes: { 'aria-labelledby': labelId, 'aria-multiline': 'true', role: 'textbox', spellcheck: 'true' } }}
      RichTextFieldProps={{
        variant: 'outlined',
        sx: error ? { '& .MuiTiptap-FieldContainer-notchedOutline': { borderColor: 'error.main' } } : undefined,
      }}
      sx={{ '& .ProseMirror': { minHeight: 220 }, '& .ProseMirror img': { maxWidth: '100%', height: 'auto' } }}
      renderControls={() => (
        <MenuControlsContainer>
          <MenuSelectHeading />
          <MenuDivider />
          <MenuButtonBold />
          <MenuButtonItalic />
          <MenuDivider />
          {/* mui-tiptap disables these when editor.can().toggleBulletList() is false, which Tiptap 3
              answers wrongly here although the command itself works; the editor is always editable. */}
          <MenuButtonBulletedList disabled={false} />
          <MenuButtonOrderedList disabled={false} />
          <MenuButtonBlockquote />
          <MenuDivider />
          <MenuButtonEditLink />
          <MenuButton
            tooltipLabel="Link a document"
            aria-label="Link a document"
            IconComponent={DescriptionIcon}
            onClick={() => setDocumentAsk('open')}
          />
          <MenuButtonAddImage tooltipLabel="Insert image" onClick={() => setImageDialogOpen(true)} />
          <MenuDivider />
          <MenuButtonUndo />
          <MenuButtonRedo />
        </MenuControlsContainer>
      )}
    >
      {(editor) => (
        <>
          <LinkBubbleMenu />
          <ImageUrlDialog
            open={imageDialogOpen}
            onClose={() => setImageDialogOpen(false)}
            onInsert={(src, alt) => {
              setImageDialogOpen(false);
              editor?.chain().focus().setImage({ src, alt }).run();
            }}
          />
          <DocumentPickerDialog
            open={documentAsk === 'open'}
            onClose={() => setDocumentAsk({ chosen: null })}
            restoreFocus={false}
            onChoose={(doc) => setDocumentAsk({ chosen: doc })}
          />
        </>
      )}
    </RichTextEditor>
  );
}
