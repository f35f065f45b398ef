import { createContext, type ReactNode } from "react";

/**
 * The slot of the image fields' 'Scegli dalla libreria' (decision 064): the kit knows no entity,
 * so the panel (app/components/admin/admin-query-provider.tsx) gives the media library's picker
 * here; without it (outside the panel) the image fields offer the upload only.
 */
export type ImageChoice = { url: string; alt: string };

export type ImagePickerProps = {
  /** The field's name, for the dialog's title: "Scegli dalla libreria: Logo". */
  label: string;
  onChoose: (choice: ImageChoice) => void;
  onClose: () => void;
};

/** Draws the picker (a render function, like the dialogs' history view). */
export type ImagePicker = (props: ImagePickerProps) => ReactNode;

export const ImageLibraryContext = createContext<ImagePicker | null>(null);
