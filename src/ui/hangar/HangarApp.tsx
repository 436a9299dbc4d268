import { Canvas } from '@react-three/fiber';
import { useState } from 'react';
import { ACESFilmicToneMapping } from 'three';
import { FACTION_LABELS, SHOWCASE_GROUPS, type ShowcaseEntry, showcaseEntry } from '../../models/modelNames.ts';
import { HangarScene } from '../../scene/hangar/HangarScene.tsx';
import './hangar.css';

/** The model a page address asks for with `?ship=ID`, else the X-wing. */
function initialEntry(search: string): { entry: ShowcaseEntry; error: string | null } {
  const first = SHOWCASE_GROUPS[0]?.entries[0];
  if (!first) throw new Error('HangarApp: the hangar lists no models');
  const id = new URLSearchParams(search).get('ship');
  if (id === null) return { entry: first, error: null };
  const entry = showcaseEntry(id);
  return entry
    ? { entry, error: null }
    : { entry: first, error: `ship: no model is called ${JSON.stringify(id)}; showing the ${first.name}` };
}

/**
 * The ship hangar (`?mode=hangar`): every ship model the app draws, listed by the names players know and grouped
 * as the games use them (X-Wing small, large and huge ships, Full Thrust capital ships, stand-ins); the one
 * picked turns in the 3D view in its faction's colours, framed whole, to be turned and zoomed.
 */
export function HangarApp() {
  const [{ entry: start, error }] = useState(() => initialEntry(window.location.search));
  const [entry, setEntry] = useState(start);
  const group = SHOWCASE_GROUPS.find((g) => g.entries.includes(entry));
  return (
    <div className="app hangar">
      <Canvas
        className="viewport"
        dpr={[1, 2]}
        camera={{ fov: 35, position: [150, 100, 200] }}
        gl={{ antialias: false, toneMapping: ACESFilmicToneMapping, toneMappingExposure: 1.05 }}
        data-testid="hangar-viewport"
      >
        <HangarScene entry={entry} />
      </Canvas>
      <aside className="panel hangar-list" data-testid="hangar-list" aria-label="Ship models">
        <div className="brand">
          <span className="brand-mark">◆</span> HOLOTABLE
        </div>
        <h2>Ship hangar</h2>
        <a href="?">Back to the viewer</a>
        {SHOWCASE_GROUPS.map((g) => (
          <section key={g.title}>
            <div className="panel-title">{g.title}</div>
            <ul>
              {g.entries.map((x) => (
                <li key={x.id}>
                  <button type="button" aria-pressed={x === entry} onClick={() => setEntry(x)}>
                    {x.name}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </aside>
      <div className="panel hangar-caption" data-testid="hangar-caption">
        <h1>{entry.name}</h1>
        <div>{group?.scale}</div>
        <div className="muted">{FACTION_LABELS[entry.faction]} colours · drag to turn it, wheel to zoom</div>
        {error && <div className="hangar-error">{error}</div>}
      </div>
    </div>
  );
}
