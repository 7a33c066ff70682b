import type { ReactNode } from 'react';
import { copyText } from '../../lib/clipboard';
import { Button, type ButtonSize } from '../../ui/button';
import { CopyIcon } from '../../ui/icons';
import { useToast } from '../../ui/toast';

export interface CopyButtonProps {
  /** What goes to the clipboard. */
  text: string;
  /** The toasts after a copy and after a refused one. */
  copiedMessage: string;
  failedMessage: string;
  size?: ButtonSize;
  children: ReactNode;
}

/** An outlined Copy button that puts `text` on the clipboard and says whether it worked. */
export function CopyButton({
  text,
  copiedMessage,
  failedMessage,
  size,
  children,
}: CopyButtonProps) {
  const toast = useToast();
  return (
    <Button
      variant="outlined"
      size={size}
      icon={<CopyIcon />}
      onClick={() =>
        void copyText(text).then(
          () => toast.success(copiedMessage),
          () => toast.error(failedMessage),
        )
      }
    >
      {children}
    </Button>
  );
}
