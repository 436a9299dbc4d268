import type { ReactNode } from 'react';
import { TABLE_TO_WORLD } from './tableFrame.ts';

/** Props of TableSpace. */
export type TableSpaceProps = { children?: ReactNode };

/** A group whose children are placed in table coordinates: x, y on the mat (mm), z = height above it (mm). */
export function TableSpace({ children }: TableSpaceProps) {
  return (
    <group name="table-space" matrixAutoUpdate={false} matrix={TABLE_TO_WORLD}>
      {children}
    </group>
  );
}
