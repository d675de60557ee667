import { Button, type ButtonProps } from '@chakra-ui/react';
import { useRef } from 'react';

interface FileChooserButtonProps extends Omit<ButtonProps, 'children' | 'onClick'> {
  /** The button's words; the file input is labelled with them too, for tests and for a browser's own file dialogs. */
  label: string;
  /** The file types the chooser offers (the input's `accept`). */
  accept: string;
  multiple?: boolean;
  /** The files chosen, in their order; not called when the chooser is closed without one. */
  onChoose: (files: File[]) => void;
}

/**
 * A button that opens the browser's file chooser. The file input itself is hidden from the tab order and assistive
 * technology, and emptied after each choice so the same file can be chosen again (after a refusal, say).
 */
export function FileChooserButton({ label, accept, multiple, onChoose, ...button }: FileChooserButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button variant="outline" colorPalette="brand" {...button} onClick={() => input.current?.click()}>
        {label}
      </Button>
      <input
        ref={input}
        type="file"
        accept={accept}
        multiple={multiple}
        hidden
        aria-label={label}
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          event.currentTarget.value = '';
          if (files.length > 0) onChoose(files);
        }}
      />
    </>
  );
}
