/**
 * Where a pointer ray meets the mat, in table mm: the drag handles of the dispute editor move ships and
 * obstacles to it (no snapping).
 */
import { Plane, type Ray, Vector3 } from 'three';
import { tableToWorld, worldToTable } from '../tableFrame.ts';

const MAT = new Plane().setFromNormalAndCoplanarPoint(tableToWorld(0, 0, 1).normalize(), tableToWorld(0, 0, 0));
const hit = new Vector3();

/** The table point (mm) under a pointer ray, or null when the ray runs parallel to the mat. */
export function tablePointOfRay(ray: Ray): { x: number; y: number } | null {
  if (!ray.intersectPlane(MAT, hit)) return null;
  const t = worldToTable(hit);
  return { x: t.x, y: t.y };
}
