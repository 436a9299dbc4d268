/**
 * Eigenvectors of a small symmetric matrix by cyclic Jacobi rotations: the homography solve needs the null
 * direction of AᵀA (9 × 9), and Jacobi is accurate to the last digits for such sizes without a library.
 */

/** Eigenvalues (ascending) and their unit eigenvectors (vectors[k] belongs to values[k]). */
export interface Eigen {
  values: number[];
  vectors: number[][];
}

/** Reads row r, column c of a square matrix stored row by row (n × n). */
const at = (m: Float64Array, n: number, r: number, c: number): number => m[r * n + c] ?? 0;

/** Applies one Jacobi rotation zeroing m[p][q] to the matrix m and accumulates it into v. */
function rotate(m: Float64Array, v: Float64Array, n: number, p: number, q: number): void {
  const apq = at(m, n, p, q);
  if (apq === 0) return;
  const theta = (at(m, n, q, q) - at(m, n, p, p)) / (2 * apq);
  const t = Math.sign(theta || 1) / (Math.abs(theta) + Math.sqrt(theta * theta + 1));
  const c = 1 / Math.sqrt(t * t + 1);
  const s = t * c;
  for (let k = 0; k < n; k++) {
    const mkp = at(m, n, k, p);
    const mkq = at(m, n, k, q);
    m[k * n + p] = c * mkp - s * mkq;
    m[k * n + q] = s * mkp + c * mkq;
  }
  for (let k = 0; k < n; k++) {
    const mpk = at(m, n, p, k);
    const mqk = at(m, n, q, k);
    m[p * n + k] = c * mpk - s * mqk;
    m[q * n + k] = s * mpk + c * mqk;
  }
  for (let k = 0; k < n; k++) {
    const vkp = at(v, n, k, p);
    const vkq = at(v, n, k, q);
    v[k * n + p] = c * vkp - s * vkq;
    v[k * n + q] = s * vkp + c * vkq;
  }
}

/** Sum of squares of the off-diagonal entries. */
function offDiagonal(m: Float64Array, n: number): number {
  let sum = 0;
  for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) if (r !== c) sum += at(m, n, r, c) ** 2;
  return sum;
}

/** Eigen-decomposition of a symmetric matrix given as rows (only its symmetric part is read). */
export function symmetricEigen(rows: readonly (readonly number[])[]): Eigen {
  const n = rows.length;
  const m = new Float64Array(n * n);
  const v = new Float64Array(n * n);
  for (let r = 0; r < n; r++) {
    v[r * n + r] = 1;
    for (let c = 0; c < n; c++) m[r * n + c] = ((rows[r]?.[c] ?? 0) + (rows[c]?.[r] ?? 0)) / 2;
  }
  let scale = offDiagonal(m, n);
  for (let i = 0; i < n; i++) scale = Math.max(scale, at(m, n, i, i) ** 2);
  // Cyclic sweeps converge quadratically; 60 is far more than a 9 × 9 matrix ever needs.
  for (let sweep = 0; sweep < 60 && offDiagonal(m, n) > 1e-30 * scale; sweep++) {
    for (let p = 0; p < n - 1; p++) for (let q = p + 1; q < n; q++) rotate(m, v, n, p, q);
  }
  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => at(m, n, a, a) - at(m, n, b, b));
  return {
    values: order.map((i) => at(m, n, i, i)),
    vectors: order.map((i) => Array.from({ length: n }, (_, r) => at(v, n, r, i))),
  };
}
