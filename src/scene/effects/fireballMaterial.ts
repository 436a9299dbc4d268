/**
 * An explosion's fireball: a lumpy ball of turbulent flame, white-hot where the eye looks into it, orange to dark
 * red at its edges, breaking up into tongues of flame as it cools and burns out. Additive. The noise is a
 * function of the seed and the explosion's progress only, so every frame at a given time is the same.
 */
import { AdditiveBlending, ShaderMaterial } from 'three';

const noise = /* glsl */ `
float hash3(vec3 p) {
  p = fract(p * 0.3183099 + 0.1);
  p *= 17.0;
  return fract(p.x * p.y * p.z * (p.x + p.y + p.z));
}
float noise3(vec3 x) {
  vec3 i = floor(x);
  vec3 f = fract(x);
  f = f * f * (3.0 - 2.0 * f);
  return mix(
    mix(mix(hash3(i), hash3(i + vec3(1, 0, 0)), f.x), mix(hash3(i + vec3(0, 1, 0)), hash3(i + vec3(1, 1, 0)), f.x), f.y),
    mix(mix(hash3(i + vec3(0, 0, 1)), hash3(i + vec3(1, 0, 1)), f.x), mix(hash3(i + vec3(0, 1, 1)), hash3(i + vec3(1, 1, 1)), f.x), f.y),
    f.z);
}
float fbm3(vec3 p) {
  return 0.55 * noise3(p) + 0.3 * noise3(p * 2.1 + 3.7) + 0.15 * noise3(p * 4.3 + 7.1);
}
`;

const vertexShader = /* glsl */ `
uniform float uProgress;
uniform float uSeed;
varying vec3 vOnSphere;
varying vec3 vNormalView;
varying vec3 vToEye;
${noise}
void main() {
  vOnSphere = normalize(position);
  // A lumpy outline: pushed in and out a little by slow noise.
  float lump = fbm3(vOnSphere * 1.8 + vec3(uSeed, uSeed * 0.7, uSeed * 0.3 + uProgress));
  vec4 mv = modelViewMatrix * vec4(position * (0.8 + 0.4 * lump), 1.0);
  vNormalView = normalize(normalMatrix * normal);
  vToEye = normalize(-mv.xyz);
  gl_Position = projectionMatrix * mv;
}
`;

const fragmentShader = /* glsl */ `
uniform float uHeat;
uniform float uProgress;
uniform float uSeed;
varying vec3 vOnSphere;
varying vec3 vNormalView;
varying vec3 vToEye;
${noise}
vec3 ramp(float t) {
  vec3 ember = vec3(0.08, 0.015, 0.005);
  vec3 orange = vec3(1.4, 0.38, 0.05);
  vec3 yellow = vec3(2.6, 1.45, 0.4);
  vec3 white = vec3(3.4, 2.8, 2.0);
  if (t < 0.4) return mix(ember, orange, t / 0.4);
  if (t < 0.75) return mix(orange, yellow, (t - 0.4) / 0.35);
  return mix(yellow, white, clamp((t - 0.75) / 0.25, 0.0, 1.0));
}
void main() {
  float facing = abs(dot(normalize(vNormalView), normalize(vToEye)));
  // Turbulent flame: fine noise over the ball, rolling outwards as it burns.
  float n = fbm3(vOnSphere * 4.5 + vec3(uSeed * 1.3, uSeed, uProgress * 3.0));
  float t = uHeat * (0.35 + 0.7 * n + 0.3 * facing);
  // Burning out: the ball breaks into tongues of flame, the coolest parts going first.
  float erode = 1.0 - 1.25 * uHeat;
  float body = smoothstep(erode - 0.08, erode + 0.12, n) * pow(facing, 0.8);
  gl_FragColor = vec4(ramp(t) * body, 1.0);
  #include <tonemapping_fragment>
  #include <colorspace_fragment>
}
`;

/** A new fireball material for the explosion seeded by `seed` (uniforms written every frame by Explosion). */
export function createFireballMaterial(seed: number): ShaderMaterial {
  return new ShaderMaterial({
    uniforms: { uProgress: { value: 0 }, uSeed: { value: seed }, uHeat: { value: 0 } },
    vertexShader,
    fragmentShader,
    blending: AdditiveBlending,
    transparent: true,
    depthWrite: false,
  });
}
