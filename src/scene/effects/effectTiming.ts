/**
 * The timing of every effect as plain functions of playback time (or of an effect's progress u ∈ [0, 1)), never
 * of the wall clock or of earlier frames: playing, scrubbing to a moment and a frame-exact video export all draw
 * the same picture. Each curve is 0 where its effect is not shown, so nothing lingers after it fades.
 */

/** x clamped to [0, 1]. */
export function clamp01(x: number): number {
  return x < 0 ? 0 : x > 1 ? 1 : x;
}

/** Progress of a span at t: (t − from) / (until − from), or −1 outside [from, until). */
export function spanProgress(fromS: number, untilS: number, t: number): number {
  if (!(t >= fromS && t < untilS) || untilS <= fromS) return -1;
  return (t - fromS) / (untilS - fromS);
}

/** 0 → 1 over the first `rise` of u, 1 → 0 over the last `fall`, 1 between (0 outside [0, 1]). */
export function fadeInOut(u: number, rise: number, fall: number): number {
  if (u < 0 || u >= 1) return 0;
  return Math.min(rise > 0 ? clamp01(u / rise) : 1, fall > 0 ? clamp01((1 - u) / fall) : 1);
}

/** Shield flare brightness at progress u: up in the first 8 %, then dying away as (1 − v)² (0 outside [0, 1)). */
export function shieldFlareAt(u: number): number {
  if (u < 0 || u >= 1) return 0;
  if (u < 0.08) return u / 0.08;
  const v = (u - 0.08) / 0.92;
  return (1 - v) * (1 - v);
}

/** How far the flare's ripple has run from the impact point at progress u, radians over the bubble. */
export function shieldRippleAt(u: number): number {
  return clamp01(u) * 2.4;
}

/** A hull hit's flash at progress u: full at once, then (1 − u)³. */
export function hullFlashAt(u: number): number {
  if (u < 0 || u >= 1) return 0;
  return (1 - u) ** 3;
}

/** The white flash at an explosion's heart at progress u: the light flash's curve (see explosionAt). */
export function coreFlashAt(u: number): number {
  if (u < 0 || u >= 0.45) return 0;
  return u < 0.04 ? u / 0.04 : ((0.45 - u) / 0.41) ** 2;
}

/**
 * A bomb's shock ring at progress u: how far it has run out (a share of the blast's reach: out in the first 60 %,
 * easing off) and its brightness (up in 5 %, fading over the last 60 %); 0 outside [0, 1).
 */
export function blastRingAt(u: number): { reach: number; brightness: number } {
  if (u < 0 || u >= 1) return { reach: 0, brightness: 0 };
  return { reach: 1 - (1 - Math.min(1, u / 0.6)) ** 3, brightness: fadeInOut(u, 0.05, 0.6) };
}

/** What an explosion draws at progress u ∈ [0, 1) (written by explosionAt). */
export interface ExplosionState {
  /** Fireball radius, in base sides. */
  fireballScale: number;
  /** Fireball heat: 1 white-hot → 0 burnt out (its brightness and colour). */
  heat: number;
  /** The light flash, 0–1 of its peak. */
  flash: number;
  /** Shock ring radius (base sides) and brightness. */
  shockScale: number;
  shock: number;
  /** How far the debris has flown, 0–1 of its reach, and its size (1 until it shrinks away at the end). */
  debrisReach: number;
  debrisSize: number;
  /** How hot the debris still glows, 0–1. */
  debrisGlow: number;
}

/** A fresh ExplosionState (all zero), to be filled by explosionAt every frame. */
export function newExplosionState(): ExplosionState {
  return {
    fireballScale: 0,
    heat: 0,
    flash: 0,
    shockScale: 0,
    shock: 0,
    debrisReach: 0,
    debrisSize: 0,
    debrisGlow: 0,
  };
}

/**
 * An explosion at progress u, into `out`: the light flashes up in the first 4 % and is gone by 45 %; the
 * fireball swells fast and burns out over the whole span; a shock ring runs out and fades by 60 %; debris flies
 * out decelerating, cools, and shrinks away over the last 20 %. All zero outside [0, 1).
 */
export function explosionAt(u: number, out: ExplosionState): ExplosionState {
  if (u < 0 || u >= 1) {
    out.fireballScale = out.heat = out.flash = out.shockScale = out.shock = 0;
    out.debrisReach = out.debrisSize = out.debrisGlow = 0;
    return out;
  }
  out.flash = coreFlashAt(u);
  out.fireballScale = 0.25 + 0.75 * (1 - (1 - u) ** 3);
  out.heat = (1 - u) ** 1.5;
  out.shockScale = 0.5 + 2.5 * Math.sqrt(u);
  out.shock = u < 0.6 ? (1 - u / 0.6) ** 2 : 0;
  out.debrisReach = 1 - (1 - u) ** 2;
  out.debrisSize = u < 0.8 ? 1 : (1 - u) / 0.2;
  out.debrisGlow = (1 - u) ** 2;
  return out;
}

/** How long an engine trail reaches back, s of the ship's path, and how long it lingers after the move, s. */
export const TRAIL_S = 0.7;
export const TRAIL_LINGER_S = 0.8;

/** The part of a move's path an engine trail covers at t (written by trailWindow). */
export interface TrailWindow {
  /** Path times (s) of its newest and oldest points. */
  headS: number;
  tailS: number;
  /** Its brightness, 0–1: full during the move, fading out while it lingers. */
  fade: number;
}

/**
 * The trail of a move running from `startS` for `durationS`, at t, into `out`: from the ship back TRAIL_S along
 * its path (never before the move's start), held at the end pose and fading over TRAIL_LINGER_S after the move.
 * Returns false (out untouched) when the move shows no trail at t.
 */
export function trailWindow(startS: number, durationS: number, t: number, out: TrailWindow): boolean {
  const endS = startS + durationS;
  if (!(t > startS) || t >= endS + TRAIL_LINGER_S || durationS <= 0) return false;
  out.headS = Math.min(t, endS);
  out.tailS = Math.max(startS, t - TRAIL_S);
  out.fade = t <= endS ? 1 : 1 - (t - endS) / TRAIL_LINGER_S;
  return out.headS > out.tailS;
}

/** Brightness of a trail point `ageS` behind the newest one: 1 at the ship, 0 at TRAIL_S back. */
export function trailPointBrightness(ageS: number): number {
  return clamp01(1 - ageS / TRAIL_S);
}

/** How hot a hull scorch still glows `ageS` after its hit: 1 at once, half every 0.7 s. */
export function scorchEmberAt(ageS: number): number {
  if (ageS < 0) return 0;
  return 0.5 ** (ageS / 0.7);
}
