/**
 * The one place where table coordinates meet three.js world coordinates.
 *
 * World units are millimetres. Table (x, y) in mm (origin at the first player's lower-left corner, +x right,
 * +y away from the first player) maps to world (x, 0, −y), with +Y up; a height above the mat maps to +Y.
 * A heading h (degrees counter-clockwise from table +x) becomes a rotation of h about table +z (= world +Y).
 *
 * Everything standing on the table is built in table coordinates (x, y, height) inside <TableSpace>, whose
 * matrix is TABLE_TO_WORLD; cameras, lights and tests use tableToWorld / worldToTable.
 */
import { Matrix4, Vector3 } from 'three';
import { DEG, type Pose } from '../kernel/index.ts';
import { polygonPoints } from './shapes.ts';

/** Table point (mm) and height above the mat (mm) → world position (mm). The mapping, written once. */
export function tableToWorld(x: number, y: number, heightMm = 0, out = new Vector3()): Vector3 {
  return out.set(x, heightMm, -y);
}

/** The same mapping as a matrix: table-local (x, y, height) → world. Built from tableToWorld's images. */
export const TABLE_TO_WORLD: Matrix4 = new Matrix4().makeBasis(
  tableToWorld(1, 0, 0),
  tableToWorld(0, 1, 0),
  tableToWorld(0, 0, 1),
);

const WORLD_TO_TABLE = TABLE_TO_WORLD.clone().invert();
const scratch = new Vector3();

/** World position (mm) → table point (mm) and height above the mat. */
export function worldToTable(v: Vector3): { x: number; y: number; heightMm: number } {
  scratch.copy(v).applyMatrix4(WORLD_TO_TABLE);
  return { x: scratch.x, y: scratch.y, heightMm: scratch.z };
}

/** Rotation about table +z (radians) of an object inside <TableSpace> for a heading in degrees. */
export function headingToRotation(headingDeg: number): number {
  return headingDeg * DEG;
}

/** Inverse of headingToRotation: degrees from a rotation about table +z. */
export function rotationToHeading(rotationRad: number): number {
  return rotationRad / DEG;
}

/** Writes a pose onto an object living inside <TableSpace>: position (x, y, height) and rotation about +z. */
export function applyPose(
  object: {
    position: { set(x: number, y: number, z: number): unknown };
    rotation: { set(x: number, y: number, z: number): unknown };
  },
  pose: Pose,
  heightMm = 0,
): void {
  object.position.set(pose.x, pose.y, heightMm);
  object.rotation.set(0, 0, headingToRotation(pose.headingDeg));
}

/** Flat table polygon [x0, y0, x1, y1, …] (mm) → array of [x, y, z] points in table space, closed. */
export function closedRing(polygon: ArrayLike<number>, heightMm = 0): [number, number, number][] {
  const pts = polygonPoints(polygon).map(([x, y]): [number, number, number] => [x, y, heightMm]);
  const [first] = pts;
  if (first) pts.push([...first]);
  return pts;
}
