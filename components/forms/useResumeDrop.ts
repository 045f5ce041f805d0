"use client";
import { useState } from "react";

/** The drop area's highlight and the drag handlers that put a dropped file into the resume input. */
export interface ResumeDrop {
  dragging: boolean;
  handlers: Pick<React.DOMAttributes<HTMLDivElement>, "onDragEnter" | "onDragOver" | "onDragLeave" | "onDrop">;
}

/**
 * Drag and drop for the resume field (./ResumeField.tsx): the area is highlighted while a file is dragged over
 * it, and a drop assigns the file to the input `inputId`, exactly as if it had been chosen, then calls `onFile`.
 */
export function useResumeDrop(inputId: string, onFile: (file: File) => void): ResumeDrop {
  const [dragging, setDragging] = useState(false);
  return {
    dragging,
    handlers: {
      onDragEnter: (event) => {
        event.preventDefault();
        setDragging(true);
      },
      onDragOver: (event) => {
        event.preventDefault();
        if (event.dataTransfer) event.dataTransfer.dropEffect = "copy";
        if (!dragging) setDragging(true);
      },
      onDragLeave: (event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      },
      onDrop: (event) => {
        event.preventDefault();
        setDragging(false);
        const dropped = event.dataTransfer?.files?.[0];
        const input = document.getElementById(inputId) as HTMLInputElement | null;
        if (!dropped || !input) return;
        const transfer = new DataTransfer();
        transfer.items.add(dropped);
        input.files = transfer.files;
        onFile(dropped);
      },
    },
  };
}
