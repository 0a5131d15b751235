"use client";
import { EditorContent, useEditor, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useEffect } from "react";

export interface RichTextEditorProps {
  value: string;
  onChange: (html: string) => void;
  /** Id of the visible label of the field. */
  labelledBy: string;
  describedBy?: string;
}

interface ToolProps {
  editor: Editor;
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: React.ReactNode;
}

function Tool({ label, active, disabled, onClick, children }: ToolProps) {
  return (
    <button
      type="button"
      className="ea-tool"
      aria-label={label}
      title={label}
      aria-pressed={active === undefined ? undefined : active}
      disabled={disabled}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

function askLink(editor: Editor) {
  const previous = (editor.getAttributes("link").href as string | undefined) ?? "";
  const href = window.prompt("Adresse du lien (laisser vide pour retirer le lien)", previous);
  if (href === null) return;
  const chain = editor.chain().focus().extendMarkRange("link");
  if (href.trim() === "") chain.unsetLink().run();
  else chain.setLink({ href: href.trim() }).run();
}

/**
 * Rich text with tiptap (StarterKit, which includes Link in tiptap 3): bold, italic, h2–h3, lists,
 * link, undo / redo. The HTML it produces is sanitised by the server on write and on render.
 */
export default function RichTextEditor({ value, onChange, labelledBy, describedBy }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: { openOnClick: false, autolink: true, defaultProtocol: "https" },
        code: false,
        codeBlock: false,
      }),
    ],
    content: value,
    immediatelyRender: false,
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: {
        class: "ea-richtext-content",
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelledBy,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? "" : current.getHTML()),
  });

  // Undo / redo of the page editor, or a reload, change the value from outside.
  useEffect(() => {
    if (editor && !editor.isFocused && editor.getHTML() !== value) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  if (!editor) return <p className="ea-hint">Chargement de l’éditeur de texte…</p>;
  return (
    <div className="ea-richtext">
      <div className="ea-row" role="toolbar" aria-label="Mise en forme du texte">
        <Tool editor={editor} label="Gras" active={editor.isActive("bold")} onClick={() => editor.chain().focus().toggleBold().run()}>
          <strong>G</strong>
        </Tool>
        <Tool editor={editor} label="Italique" active={editor.isActive("italic")} onClick={() => editor.chain().focus().toggleItalic().run()}>
          <em>I</em>
        </Tool>
        <Tool
          editor={editor}
          label="Titre de niveau 2"
          active={editor.isActive("heading", { level: 2 })}
          onClick={() => editor.chain().focus().toggleHeading({ level: 2 }).run()}
        >
          T2
        </Tool>
        <Tool
          editor={editor}
          label="Titre de niveau 3"
          active={editor.isActive("heading", { level: 3 })}
          onClick={() => editor.chain().focus().toggleHeading({ level: 3 }).run()}
        >
          T3
        </Tool>
        <Tool editor={editor} label="Liste à puces" active={editor.isActive("bulletList")} onClick={() => editor.chain().focus().toggleBulletList().run()}>
          •
        </Tool>
        <Tool editor={editor} label="Liste numérotée" active={editor.isActive("orderedList")} onClick={() => editor.chain().focus().toggleOrderedList().run()}>
          1.
        </Tool>
        <Tool editor={editor} label="Lien" active={editor.isActive("link")} onClick={() => askLink(editor)}>
          Lien
        </Tool>
        <Tool editor={editor} label="Annuler la frappe" disabled={!editor.can().undo()} onClick={() => editor.chain().focus().undo().run()}>
          ↶
        </Tool>
        <Tool editor={editor} label="Rétablir la frappe" disabled={!editor.can().redo()} onClick={() => editor.chain().focus().redo().run()}>
          ↷
        </Tool>
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
