/**
 * Moving actions (rules: BARREL ROLL, LARGE SHIP, BOOST, CLOAK, BOMBS): legal slide intervals computed by hand
 * with a blocking ship or obstacle, the three boost directions, decloak with the straight-2 template, and
 * where a dropped bomb lands.
 */
import { describe, expect, it } from 'vitest';
import { bombDropPose, resolveAction, sidewaysGeometry, sidewaysLegalSlides } from '../../src/kernel/actions.ts';
import { expectIntervals, expectPose, pose, rectObstacle, ship, table } from './helpers.ts';

describe('BARREL ROLL (small)', () => {
  it('geometry: the centre moves 20 + 40 + 20 = 80 mm sideways and −20 … +20 mm along', () => {
    const g = sidewaysGeometry('small', 40);
    expect(g.sidewaysMm).toBe(80);
    expect(g.templateSlideMax + g.shipSlideMax).toBe(20);
    const out = resolveAction(table([ship('A', 200, 200)]), 'A', 'barrel-roll-left');
    expect(out.legal).toBe(true);
    expectPose(out.final, pose(200, 280, 0));
    expectIntervals(out.legalSlides!, [[-20, 20]]);
    const right = resolveAction(table([ship('A', 200, 200, 90)]), 'A', 'barrel-roll-right');
    expectPose(right.final, pose(280, 200, 90), 1e-9);
  });

  it('BARREL ROLL: a blocking ship leaves the slides [−20, 6.4] (guide to guide at 43.6 mm)', () => {
    // Rolled centre (200 + s, 280); B (small, same heading) at (250, 280): their guides line up, so they
    // overlap while |200 + s − 250| < 43.6 → s ∈ (6.4, 93.6). Legal: [−20, 6.4].
    const t = table([ship('A', 200, 200), ship('B', 250, 280)]);
    const out = resolveAction(t, 'A', 'barrel-roll-left');
    expectIntervals(out.legalSlides!, [[-20, 6.4]]);
    expectPose(out.final, pose(200, 280, 0), 1e-9); // slide 0 is legal and the default
    const asked = resolveAction(t, 'A', 'barrel-roll-left', 15);
    expect(asked.slideMm).toBeCloseTo(6.4, 9); // nearest legal slide to the one asked for
    expectPose(asked.final, pose(206.4, 280, 0), 1e-9);
  });

  it('BARREL ROLL: ships on both sides leave a middle interval', () => {
    // B at (250, 280) forbids s > 6.4; C at (150, 280) forbids s < −6.4.
    const t = table([ship('A', 200, 200), ship('B', 250, 280), ship('C', 150, 280)]);
    expectIntervals(resolveAction(t, 'A', 'barrel-roll-left').legalSlides!, [[-6.4, 6.4]]);
  });

  it('BARREL ROLL: cannot barrel roll onto a ship', () => {
    const out = resolveAction(table([ship('A', 200, 200), ship('B', 200, 280)]), 'A', 'barrel-roll-left');
    expect(out.legal).toBe(false);
    expect(out.reason).toContain('overlaps ship');
    expectPose(out.final, pose(200, 200, 0));
  });

  it('BARREL ROLL: the template may not overlap an obstacle; it slides ±10 along the side independently of the ship', () => {
    // The template (20 wide along x) lies x ∈ [190 + t, 210 + t], y ∈ [220, 260], t ∈ [−10, 10]. A rock at
    // x ∈ [205, 230], y ∈ [230, 240] touches it when 210 + t > 205 → t > −5: template OK for t ∈ [−10, −5].
    // The ship slides another ±10 along the template's far end: s ∈ [−20, 5]. The rock is clear of the base.
    const t = table([ship('A', 200, 200)], [rectObstacle('rock', 205, 230, 230, 240)]);
    const out = resolveAction(t, 'A', 'barrel-roll-left');
    expectIntervals(out.legalSlides!, [[-20, 5]]);
    const blocked = table([ship('A', 200, 200)], [rectObstacle('rock', 185, 230, 215, 240)]);
    const no = resolveAction(blocked, 'A', 'barrel-roll-left');
    expect(no.legal).toBe(false);
    expect(no.reason).toContain('template overlaps obstacle');
  });

  it('BARREL ROLL: cannot barrel roll off the table (fleeing)', () => {
    // A at (457.2, 860): rolling left puts the square at y ∈ [920, 960] > 914.4.
    const out = resolveAction(table([ship('A', 457.2, 860)]), 'A', 'barrel-roll-left');
    expect(out.legal).toBe(false);
    expect(out.reason).toContain('flees the battlefield');
    // Rolling right, away from the edge, is fine: A at (457.2, 880) heading 0 rolls to y = 800.
    expect(resolveAction(table([ship('A', 457.2, 880)]), 'A', 'barrel-roll-right').legal).toBe(true);
  });

  it('FLEEING THE BATTLEFIELD: a barrel roll is judged on the plain square (the guides may stick out)', () => {
    // A at (200, 893.4) heading 90 rolls left to (120, 893.4 + s): the square's front edge 913.4 + s ≤ 914.4
    // → s ≤ 1 (the guides would then reach 916.2). See flee-with-guides.test.ts for the other reading: s ≤ −0.8.
    const out = resolveAction(table([ship('A', 200, 893.4, 90)]), 'A', 'barrel-roll-left');
    expectIntervals(out.legalSlides!, [[-20, 1]], 1e-9);
  });

  it('BARREL ROLL: the slide range is clipped where the base would leave the table', () => {
    // A at (30, 400) heading 0 rolls left to (30 + s, 480): the square's rear edge 10 + s must stay ≥ 0 → s ≥ −10.
    const out = resolveAction(table([ship('A', 30, 400)]), 'A', 'barrel-roll-left');
    expectIntervals(out.legalSlides!, [[-10, 20]]);
  });
});

describe('LARGE SHIP barrel roll', () => {
  it('LARGE SHIP: the long side of the template goes against the base: 40 + 20 + 40 = 100 mm sideways, ±40 along', () => {
    const g = sidewaysGeometry('large', 40);
    expect(g.sidewaysMm).toBe(100);
    expect(g.templateSlideMax).toBe(20);
    expect(g.shipSlideMax).toBe(20);
    const out = resolveAction(table([ship('A', 300, 300, 0, 'large')]), 'A', 'barrel-roll-left');
    expectPose(out.final, pose(300, 400, 0));
    expectIntervals(out.legalSlides!, [[-40, 40]]);
  });

  it('LARGE SHIP: a blocking small ship leaves the slides [−40, 36.4]', () => {
    // Rolled centre (300 + s, 400); small B at (400, 400): front guides of A (x + 41.8) meet B's rear guides
    // (400 − 21.8) when 300 + s = 336.4.
    const t = table([ship('A', 300, 300, 0, 'large'), ship('B', 400, 400)]);
    expectIntervals(resolveAction(t, 'A', 'barrel-roll-left').legalSlides!, [[-40, 36.4]]);
  });

  it('LARGE SHIP: an obstacle under the template narrows the slides to [−40, 25]', () => {
    // Template 20 mm deep at y ∈ [340, 360], 40 long at x ∈ [280 + t, 320 + t], t ∈ [−20, 20]. A rock at
    // x ∈ [325, 360], y ∈ [345, 355] meets it when 320 + t > 325 → template OK for t ≤ 5; the ship slides another
    // ±20: s ∈ [−40, 25]. The rolled base (y ≥ 360) is clear of the rock.
    const t = table([ship('A', 300, 300, 0, 'large')], [rectObstacle('rock', 325, 345, 360, 355)]);
    expectIntervals(resolveAction(t, 'A', 'barrel-roll-left').legalSlides!, [[-40, 25]]);
  });
});

describe('BOOST', () => {
  it('BOOST: straight-1, bank-left-1 and bank-right-1 from (300, 300) heading 0', () => {
    const t = table([ship('A', 300, 300)]);
    expectPose(resolveAction(t, 'A', 'boost-straight').final, pose(380, 300, 0)); // 300 + 20 + 40 + 20
    // 300 + 20 + 100/√2, 300 ± (80 − 60/√2)
    expectPose(resolveAction(t, 'A', 'boost-bank-left').final, pose(390.71067811865476, 337.57359312880715, 45));
    expectPose(resolveAction(t, 'A', 'boost-bank-right').final, pose(390.71067811865476, 262.42640687119285, 315));
    // Large: 300 + 40 + 40 + 40.
    expectPose(resolveAction(table([ship('L', 300, 300, 0, 'large')]), 'L', 'boost-straight').final, pose(420, 300, 0));
  });

  it('BOOST: cannot boost onto a ship or with the template over an obstacle; moving through a ship is fine', () => {
    const onShip = resolveAction(table([ship('A', 300, 300), ship('B', 400, 300)]), 'A', 'boost-straight');
    expect(onShip.legal).toBe(false);
    expect(onShip.reason).toContain('overlaps ship');
    const rock = resolveAction(
      table([ship('A', 300, 300)], [rectObstacle('r', 330, 295, 335, 305)]),
      'A',
      'boost-straight',
    );
    expect(rock.legal).toBe(false);
    expect(rock.reason).toContain('template overlaps obstacle');
    // A rock at x ∈ [350, 358], y ∈ [285, 292] is under the straight template (y ≥ 290) but not under the
    // bank-left one, whose right edge (radius 90 round (320, 380)) is at y = 380 − √(90² − 30²) = 295.1 at x = 350.
    const side = [rectObstacle('r', 350, 285, 358, 292)];
    expect(resolveAction(table([ship('A', 300, 300)], side), 'A', 'boost-straight').legal).toBe(false);
    expect(resolveAction(table([ship('A', 300, 300)], side), 'A', 'boost-bank-left').legal).toBe(true);
    // Moving through a ship is allowed and reported.
    // C, turned 45° at (340, 330), dips to y = 330 − 20√2 = 301.7 over the template but clears both bases.
    const through = resolveAction(table([ship('A', 300, 300), ship('C', 340, 330, 45)]), 'A', 'boost-straight');
    expect(through.legal).toBe(true);
    expect(through.movedThroughShips).toEqual(['C']);
  });
});

describe('CLOAK (decloak)', () => {
  it('CLOAK: decloaking uses the straight-2 template: 120 mm sideways, or straight-2 forward', () => {
    const t = table([ship('A', 300, 300)]);
    expectPose(resolveAction(t, 'A', 'decloak-left').final, pose(300, 420, 0)); // 20 + 80 + 20
    expectPose(resolveAction(t, 'A', 'decloak-right').final, pose(300, 180, 0));
    expectPose(resolveAction(t, 'A', 'decloak-forward').final, pose(420, 300, 0)); // 300 + 20 + 80 + 20
    expectIntervals(resolveAction(t, 'A', 'decloak-left').legalSlides!, [[-20, 20]]);
  });

  it('CLOAK: cannot decloak onto a ship', () => {
    const out = resolveAction(table([ship('A', 300, 300), ship('B', 300, 420)]), 'A', 'decloak-left');
    expect(out.legal).toBe(false);
  });
});

describe('BOMBS', () => {
  it('BOMBS: a token dropped from the rear guides lands a template length behind the base, facing back', () => {
    // Small ship at (300, 300) heading 90, a 30 mm token: 20 (half base) + 40 (straight-1) + 15 (half token)
    // behind the centre → (300, 225), heading 270.
    expectPose(bombDropPose(pose(300, 300, 90), 'small', 30), pose(300, 225, 270), 1e-9);
    // Large ship heading 0: 40 + 40 + 15 → (205, 300), heading 180.
    expectPose(bombDropPose(pose(300, 300, 0), 'large', 30), pose(205, 300, 180), 1e-9);
  });
  it('Bombardier: "you may use the (Straight 2) template instead": the token lands 40 mm farther back', () => {
    // 20 (half base) + 80 (straight-2) + 15 (half token) behind the centre → (300, 185).
    expectPose(bombDropPose(pose(300, 300, 90), 'small', 30, 2), pose(300, 185, 270), 1e-9);
  });
});

describe('sidewaysLegalSlides', () => {
  it('reports every reason when no slide works', () => {
    // A rock under the whole rolled base and its template.
    const t = table([ship('A', 200, 200)], [rectObstacle('rock', 150, 215, 250, 320)]);
    const r = sidewaysLegalSlides(t, 'A', 'left', 40);
    expect(r.slides).toEqual([]);
    expect([...r.reasons].sort()).toEqual(['overlaps obstacle', 'template overlaps obstacle']);
  });
});
