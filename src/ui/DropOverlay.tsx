import { useEffect, useState } from 'react';
import { useLoadFile } from './useScenarioLoading.ts';

/** Props of DropOverlay. */
export type DropOverlayProps = Record<string, never>;

/** Accepts a scenario or battle file dropped anywhere on the page, with a hint while dragging. */
export function DropOverlay(_: DropOverlayProps) {
  const [dragging, setDragging] = useState(false);
  const loadFile = useLoadFile();
  useEffect(() => {
    let depth = 0;
    const hasFiles = (e: DragEvent): e is DragEvent & { dataTransfer: DataTransfer } =>
      !!e.dataTransfer && Array.from(e.dataTransfer.types).includes('Files');
    const enter = (e: DragEvent) => {
      if (!hasFiles(e)) return;
      depth += 1;
      setDragging(true);
    };
    const over = (e: DragEvent) => {
      if (!hasFiles(e)) return;
      e.preventDefault();
      e.dataTransfer.dropEffect = 'copy';
    };
    const leave = () => {
      depth = Math.max(0, depth - 1);
      if (depth === 0) setDragging(false);
    };
    const drop = (e: DragEvent) => {
      e.preventDefault();
      depth = 0;
      setDragging(false);
      const file = e.dataTransfer?.files[0];
      if (file) void loadFile(file);
    };
    window.addEventListener('dragenter', enter);
    window.addEventListener('dragover', over);
    window.addEventListener('dragleave', leave);
    window.addEventListener('drop', drop);
    return () => {
      window.removeEventListener('dragenter', enter);
      window.removeEventListener('dragover', over);
      window.removeEventListener('dragleave', leave);
      window.removeEventListener('drop', drop);
    };
  }, [loadFile]);
  if (!dragging) return null;
  return (
    <div className="drop-overlay" data-testid="drop-overlay">
      <div>Drop a scenario or battle file (.json)</div>
    </div>
  );
}
