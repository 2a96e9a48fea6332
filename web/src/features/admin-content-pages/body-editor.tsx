import Image from '@tiptap/extension-image';
import StarterKit from '@tiptap/starter-kit';
import {
  LinkBubbleMenu,
  LinkBubbleMenuHandler,
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
} from 'mui-tiptap';
import { useMemo, useState } from 'react';
import { ImageUrlDialog } from './image-url-dialog';

interface Props {
  initialHtml: string;
  onChange: (html: string) => void;
  /** id of the visible label, so screen readers name the editing area. */
  labelId: string;
  error?: boolean;
}

/**
 * The page body editor (mui-tiptap on Tiptap): a toolbar of headings, bold, italics, lists, links
 * and images, so staff never see HTML. Loaded on demand by the form (it is the heaviest part of the
 * back office). The server sanitises whatever it produces anyway.
 */
export default function BodyEditor({ initialHtml, onChange, labelId, error = false }: Props) {
  const [imageDialogOpen, setImageDialogOpen] = useState(false);
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
        </>
      )}
    </RichTextEditor>
  );
}
