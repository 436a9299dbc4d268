import { DESIGNS } from './scripts/models/buildAll.ts';
import { ModelBuilder } from './scripts/models/modelBuilder.ts';
const ids = process.argv.slice(2);
for (const id of ids) {
  const b = new ModelBuilder(); (DESIGNS as any)[id](b);
  const prims = b.build();
  const g = prims.find((p) => p.material === 'glow');
  if (!g) { console.log(id, 'no glow'); continue; }
  const n = g.positions.length / 3; const parent = [...Array(n).keys()];
  const find = (a: number): number => (parent[a] === a ? a : (parent[a] = find(parent[a]!)));
  for (let i = 0; i < g.indices.length; i += 3) { const [a, b2, c] = [g.indices[i]!, g.indices[i+1]!, g.indices[i+2]!]; parent[find(a)] = find(b2); parent[find(c)] = find(b2); }
  const groups = new Map<number, number[]>();
  for (let v = 0; v < n; v++) { const r = find(v); groups.set(r, [...(groups.get(r) ?? []), v]); }
  const out: string[] = [];
  for (const vs of groups.values()) {
    const c = [0, 1, 2].map((k) => vs.reduce((s, v) => s + g.positions[v * 3 + k]!, 0) / vs.length);
    const minx = Math.min(...vs.map((v) => g.positions[v * 3]!));
    const r = Math.max(...vs.map((v) => Math.hypot(g.positions[v*3+1]! - c[1]!, g.positions[v*3+2]! - c[2]!)));
    out.push(`[${minx.toFixed(1)}, ${c[1]!.toFixed(1)}, ${c[2]!.toFixed(1)}] r${r.toFixed(1)}`);
  }
  console.log(id, groups.size, out.join('  '));
}
